# The Python the notebook runs once in each new interpreter, before any learner code
# (seal.ts): the refusals of what Python code may not reach, the helpers (is_safe, print_board,
# board) and the function that runs a cell. It talks to the worker only through `bridge`, an
# object of a few JavaScript functions with no prototype (seal.ts), so nothing it holds leads to
# the worker's own objects. What it needs from TypeScript (the refused modules, the limits) comes
# at run time, through _seal (seal.ts), so this file is plain Python that py_compile and pyflakes
# check (test/unit/python-sources-compile-and-lint.test.ts).
#
# Nothing here is a wall on its own: Python code can reach these names (print_board.__globals__),
# and Python has no private state. The walls are below it (walls.ts): the worker's JavaScript
# realm is frozen and emptied of the network, storage and messages before any learner code runs,
# and the checks read answers from the JavaScript side. These refusals are there so that a learner
# who tries `import js` reads why, in the page's language. For the same reason nothing a verdict
# depends on is kept here: is_safe's count and record of calls are the bridge's (seal.ts), and
# what this file hands back is read there as hostile data.

import ast, builtins, json, linecache, reprlib, sys, traceback

CELL = '<cell>'
NOTEBOOK = '<notebook>'

_bridge = None
# The bridge's is_safe, taken once: it counts, records and answers each call (seal.ts).
_ask = None
# True while the checks time a call and count nothing (seal.ts sets it): is_safe answers here,
# without the bridge's cost. Python can set it too, which only keeps its calls off the record.
_quiet = False
_refused = {}
_limits = {}
_namespace = {}
# The objects a check holds (an exercise's answer with methods), by number: emptied at each run.
_held = []


def _refused_kind(name):
    parts = name.split('.')
    for end in range(len(parts), 0, -1):
        kind = _refused.get('.'.join(parts[:end]))
        if kind:
            return kind
    return None


class _Refuser:
    """Refuses, by name, every module that leads to JavaScript, the network or packages."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        kind = _refused_kind(name)
        if kind is not None:
            raise ImportError(_bridge.say('python.refused.' + kind, name), name=name)
        return None


# What starts or ends other programs: in Node, the interpreter would run them on the machine.
_PROGRAMS = (
    'system', 'popen', 'fork', 'forkpty', 'kill', 'killpg', 'posix_spawn', 'posix_spawnp',
    'execl', 'execle', 'execlp', 'execlpe', 'execv', 'execve', 'execvp', 'execvpe',
    'spawnl', 'spawnle', 'spawnlp', 'spawnlpe', 'spawnv', 'spawnve', 'spawnvp', 'spawnvpe',
)


def _refusing(name):
    def refused(*args, **kwargs):
        raise PermissionError(_bridge.say('python.refused.network', name))
    refused.__name__ = name.rpartition('.')[2]
    return refused


def _exit(status):
    """Ends the run with this exit status, as sys.exit does."""
    raise SystemExit(status)


def _seal(bridge, refused, limits, refuse):
    """Takes the bridge, forgets every refused module already loaded and refuses them from now on."""
    global _bridge, _ask, _refused, _limits
    _bridge = bridge
    _ask = bridge.is_safe
    _refused = json.loads(refused)
    _limits = json.loads(limits)
    for stream in (sys.stdout, sys.stderr):
        stream.reconfigure(line_buffering=True)
    sys.monitoring.use_tool_id(_TRACE_TOOL, 'notebook board')
    sys.monitoring.register_callback(_TRACE_TOOL, sys.monitoring.events.LINE, _trace_line)
    if not refuse:
        return
    for name in list(sys.modules):
        if _refused_kind(name):
            del sys.modules[name]
            parent, _, child = name.rpartition('.')
            if parent in sys.modules and not _refused_kind(parent):
                try:
                    delattr(sys.modules[parent], child)
                except AttributeError:
                    pass
    sys.meta_path[:] = [_Refuser] + [
        finder for finder in sys.meta_path if type(finder).__name__ != 'JsFinder'
    ]
    sys.path_importer_cache.clear()
    import os, posix
    for module in (os, posix):
        for name in _PROGRAMS:
            if hasattr(module, name):
                setattr(module, name, _refusing(module.__name__ + '.' + name))
        # Ends the run, not the interpreter (which would take the worker's tools down with it).
        module._exit = _exit


def _short(value):
    try:
        text = repr(value)
    except Exception:
        text = '<' + type(value).__name__ + '>'
    return text if len(text) <= 40 else text[:39] + '…'


def _call(call, why):
    return _bridge.say('helpers.call', call, why)


def is_safe(columns, row, col):
    """True when no queen in rows 0 to row - 1 (columns[r] is row r's column) attacks (row, col)."""
    # The bridge counts and records each call and answers it (seal.ts); a refused call is counted
    # there too, with nothing else, as JavaScript's isSafe counts one.
    if not isinstance(columns, (list, tuple)):
        _ask()
        raise TypeError(_call(_is_safe_call(row, col), _bridge.say('python.columnsNotList')))
    if type(row) is not int or row < 0:
        _ask()
        raise ValueError(_call(_is_safe_call(row, col), _bridge.say('helpers.rowNotWhole')))
    if type(col) is not int or col < 0:
        _ask()
        raise ValueError(_call(_is_safe_call(row, col), _bridge.say('helpers.columnNotWhole')))
    have = len(columns)
    if row > have:
        _ask()
        raise ValueError(_call(_is_safe_call(row, col), _bridge.say('helpers.rowsMissing', have, row)))
    queens = columns[:row]
    for r in range(row):
        c = queens[r]
        if type(c) is not int or c < 0:
            _ask()
            why = _bridge.say('helpers.notAColumn', r, _short(c))
            raise ValueError(_call(_is_safe_call(row, col), why))
    if _quiet:
        # The solver's rules: the same column or either diagonal.
        for r in range(row):
            c = queens[r]
            if c == col or c - col == row - r or col - c == row - r:
                return False
        return True
    safe = _ask(have, row, col, *queens)
    if type(safe) is not bool:
        raise ValueError(safe)
    if _trace['on']:
        _trace_check(columns, row, col)
    return safe


def _is_safe_call(row, col):
    return 'is_safe(columns, ' + _short(row) + ', ' + _short(col) + ')'


def print_board(columns):
    """Prints the board columns[row] (-1 for an empty row) as the chapters draw it."""
    call = 'print_board(columns)'
    if not isinstance(columns, (list, tuple)):
        raise TypeError(_call(call, _bridge.say('python.printNotList')))
    n = len(columns)
    if n == 0:
        raise ValueError(_call(call, _bridge.say('helpers.printNoRows')))
    if n > _limits['board']:
        raise ValueError(_call(call, _bridge.say('python.printTooLarge', n, _limits['board'])))
    for r in range(n):
        c = columns[r]
        if type(c) is not int or (c != -1 and not 0 <= c < n):
            raise ValueError(_call(call, _bridge.say('helpers.printBadColumn', r + 1, _short(c), n)))
    _bridge.draw(*columns)


def _learner_line():
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename != CELL:
        frame = frame.f_back
    return frame.f_lineno if frame is not None else 0


def _crossing(value):
    if type(value) is int and -2**53 < value < 2**53:
        return value
    return _short(value)


def _on_board(method, *args):
    _trace['board'] = True
    answer = _bridge.board(method, _learner_line(), *[_crossing(a) for a in args])
    if type(answer) is str:
        raise ValueError(answer)
    return answer


class _Board:
    """The traced board: every step is recorded and replayed after the run, with its line."""

    __slots__ = ()

    def start(self, n):
        """Starts afresh on an empty n x n board."""
        _on_board('start', n)

    def is_safe(self, row, col):
        """Whether a queen at (row, col) is attacked by no queen on the board."""
        return _on_board('isSafe', row, col)

    def place(self, row, col):
        """Puts a queen on (row, col)."""
        _on_board('place', row, col)

    def remove(self, row, col):
        """Takes the queen on (row, col) back."""
        _on_board('remove', row, col)

    def solution(self):
        """Records the board as a solution; every row must hold a queen."""
        _on_board('solution')

    @property
    def n(self):
        """The board's size."""
        return _bridge.board_read('n')

    @property
    def columns(self):
        """columns[row]: the column of the queen standing in that row, or -1."""
        return [int(c) for c in _bridge.board_read('columns').split(',')]

    def __repr__(self):
        return 'board(n=' + str(self.n) + ')'


board = _Board()


# ---- The search is_safe saw, for "Show on the board" (issue 30). A cell that searches with
# is_safe and a list of columns, rather than on board, is replayed from what it did: each
# is_safe call is a check, and the list it was last given is watched, line by line, for queens put
# down and taken back (sys.monitoring, on the cell's own code only, from its first is_safe call
# to its end). At most cap steps are kept, and four times as many lines looked at; past either
# the watching stops and the replay says it was cut. It is for display only: the checks never
# read it, and nothing here raises into the learner's code.

_TRACE_TOOL = 3
_trace = {'on': False}
_trace_codes = []


def _trace_codes_of(code):
    found = [code]
    for const in code.co_consts:
        if type(const) is type(code):
            found.extend(_trace_codes_of(const))
    return found


def _trace_reset(cap):
    _trace.clear()
    _trace.update(
        on=cap > 0, board=False, events=[], count=0, cap=cap, looks=4 * cap, cut=False,
        watch=None, limit=0, raw=None, shown=[], line=0, lines=False,
    )


def _trace_lines(on):
    if on == _trace['lines']:
        return
    _trace['lines'] = on
    events = sys.monitoring.events.LINE if on else sys.monitoring.events.NO_EVENTS
    for code in _trace_codes:
        sys.monitoring.set_local_events(_TRACE_TOOL, code, events)


def _trace_stop():
    _trace['on'] = False
    try:
        _trace_lines(False)
    except Exception:
        pass


def _trace_note(kind, row, col, line):
    if not _trace['on']:
        return
    _trace['events'].append((kind, row, col, line))
    _trace['count'] += 2 if kind == 'c' else 1
    if _trace['count'] > _trace['cap']:
        _trace['cut'] = True
        _trace_stop()


def _trace_rows(values):
    """The queens a list of columns stands for: its leading whole numbers that are columns."""
    rows = []
    for c in values:
        if type(c) is not int or not 0 <= c < _limits['traceSize']:
            break
        rows.append(c)
    return rows


def _trace_show(rows, line):
    """Takes back and puts down queens, bottom row first, until the board shows rows."""
    shown = _trace['shown']
    same = 0
    while same < len(shown) and same < len(rows) and shown[same] == rows[same]:
        same += 1
    for r in range(len(shown) - 1, same - 1, -1):
        _trace_note('r', r, shown[r], line)
    for r in range(same, len(rows)):
        _trace_note('p', r, rows[r], line)
    _trace['shown'] = rows


def _trace_raw():
    return [c if type(c) is int else None for c in _trace['watch'][:_trace['limit']]]


def _trace_line(code, line):
    """sys.monitoring's LINE callback: what the line before this one did to the watched list."""
    try:
        if _trace['on'] and _trace['watch'] is not None and code.co_filename == CELL:
            _trace['looks'] -= 1
            if _trace['looks'] < 0:
                _trace['cut'] = True
                _trace_stop()
                return
            raw = _trace_raw()
            if raw != _trace['raw']:
                _trace['raw'] = raw
                _trace_show(_trace_rows(raw), _trace['line'])
            _trace['line'] = line
    except Exception:
        pass


def _trace_check(columns, row, col):
    """is_safe was called: the board shows rows 0 to row - 1 of columns, then checks (row, col)."""
    try:
        if type(columns) not in (list, tuple):
            return
        if row >= _limits['traceSize'] or col >= _limits['traceSize']:
            _trace_stop()  # a board larger than the replay shows: no replay
            _trace['events'] = []
            return
        line = _learner_line()
        _trace['watch'] = columns
        _trace['limit'] = row + 1
        _trace['raw'] = _trace_raw()
        _trace_show(_trace_rows(columns[:row]), line)
        _trace_note('c', row, col, line)
        _trace['line'] = line
        if _trace['on']:
            _trace_lines(True)
    except Exception:
        pass


def _trace_solved(rows):
    n = len(rows)
    return all(
        rows[a] != rows[b] and abs(rows[a] - rows[b]) != b - a
        for a in range(n) for b in range(a + 1, n)
    )


def _trace_end():
    """The run is over: hands the traced board what is_safe saw, unless the cell used board."""
    try:
        if _trace['on'] and _trace['watch'] is not None:
            raw = _trace_raw()
            if raw != _trace['raw']:
                _trace_show(_trace_rows(raw), _trace['line'])
    except Exception:
        pass
    _trace_stop()
    events = _trace.get('events') or []
    if _trace.get('board') or not events:
        return
    try:
        n = 1 + max(max(row, col) for _, row, col, _ in events)
        steps = []
        rows = []
        for kind, row, col, line in events:
            steps.append([kind, row, col, line])
            if kind == 'p':
                rows.append(col)
                if len(rows) == n and _trace_solved(rows):
                    steps.append(['s', 0, 0, line])
            elif kind == 'r':
                rows.pop()
        _bridge.replay(json.dumps([n, steps, _trace['cut']]))
    except Exception:
        pass


def _frames_kept(stack):
    return traceback.StackSummary.from_list(
        [frame for frame in stack if frame.filename != NOTEBOOK and '/_pyodide/' not in frame.filename]
    )


def _trim(described, seen):
    if described is None or id(described) in seen:
        return
    seen.add(id(described))
    described.stack = _frames_kept(described.stack)
    _trim(described.__cause__, seen)
    _trim(described.__context__, seen)
    for inner in described.exceptions or ():
        _trim(inner, seen)


def _described(error, kind):
    described = traceback.TracebackException.from_exception(error)
    _trim(described, set())
    text = ''.join(described.format(colorize=False))
    only = ''.join(described.format_exception_only(colorize=False)).strip().splitlines()
    result = {'kind': kind, 'message': only[-1] if only else type(error).__name__, 'traceback': text}
    if isinstance(error, SyntaxError) and error.filename == CELL and error.lineno:
        result['line'] = error.lineno
        if error.offset:
            result['column'] = error.offset
    else:
        cell = [frame for frame in described.stack if frame.filename == CELL]
        if cell:
            result['line'] = cell[-1].lineno
            if cell[-1].colno is not None:
                result['column'] = cell[-1].colno + 1
    return result


_shown = reprlib.Repr(
    maxlevel=3, maxtuple=100, maxlist=100, maxarray=100, maxdict=100, maxset=100,
    maxfrozenset=100, maxdeque=100, maxstring=10_000, maxlong=10_000, maxother=10_000,
)


def _returned(value):
    """What the cell's last expression gave, bounded: its text, or the start of a long list."""
    result = {}
    if type(value) in (list, tuple) and len(value) > _limits['items']:
        first = _shown.repr(value[:16])
        result['long'] = [type(value).__name__, len(value), first[:-1] + ', …' + first[-1]]
    else:
        text = _shown.repr(value)
        if len(text) > _limits['returnedChars']:
            result['cut'] = len(text)
            text = text[:_limits['returnedChars']]
        result['returned'] = text
    if type(value) in (list, tuple) and 0 < len(value) <= _limits['board']:
        n = len(value)
        if all(type(c) is int and 0 <= c < n for c in value):
            result['board'] = list(value)
    return result


def _flush():
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass


def _run(source, cap=0):
    """Runs the learner's source in a new namespace; returns what happened as JSON text.

    The search is_safe sees is traced for the board (at most cap steps, none when 0)."""
    global _namespace
    _held.clear()
    _namespace = {
        '__name__': '__main__',
        '__builtins__': builtins,
        'is_safe': is_safe,
        'print_board': print_board,
        'board': board,
    }
    linecache.cache[CELL] = (len(source), None, source.splitlines(True), CELL)
    result = {}
    try:
        tree = compile(source, CELL, 'exec', ast.PyCF_ONLY_AST, dont_inherit=True)
        last = None
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            last = compile(ast.Expression(tree.body.pop().value), CELL, 'eval', dont_inherit=True)
        body = compile(tree, CELL, 'exec', dont_inherit=True)
    except (SyntaxError, ValueError) as error:
        result['error'] = _described(error, 'syntax')
        return json.dumps(result)
    _trace_codes[:] = _trace_codes_of(body) + (_trace_codes_of(last) if last is not None else [])
    _trace_reset(cap)
    try:
        exec(body, _namespace)
        if last is not None:
            value = eval(last, _namespace)
            if value is not None:
                result.update(_returned(value))
    except SystemExit as error:
        if error.code not in (None, 0):
            result['error'] = _described(error, 'thrown')
    except BaseException as error:
        result['error'] = _described(error, 'thrown')
    finally:
        _trace_end()
        _flush()
    return json.dumps(result)


def _set_quiet(quiet):
    """Whether is_safe counts nothing and answers here (the checks time a call), or asks the bridge."""
    global _quiet
    _quiet = quiet is True


def _defined(name):
    """The function of that name the cell defined at its top level, or None."""
    found = _namespace.get(name)
    return found if callable(found) else None


def _plain(value, depth=0):
    """The value as JSON's data, for the checks: only Python's own plain types, a few levels deep."""
    kind = type(value)
    if value is None or kind in (bool, int, str):
        return value
    if kind is float:
        if value != value or value in (float('inf'), float('-inf')):
            return str(value)
        return value
    if depth < 4 and kind is list:
        return [_plain(item, depth + 1) for item in value]
    if depth < 4 and kind is tuple:
        # Marked, so that the checks' messages write it as Python does: (1, [[0]]).
        return {'\x00tuple': [_plain(item, depth + 1) for item in value]}
    if depth < 4 and kind is dict and all(type(key) is str for key in value):
        return {key: _plain(item, depth + 1) for key, item in value.items()}
    raise TypeError(_bridge.say('python.notPlain', kind.__name__))


def _call_for_check(function, arguments, methods=''):
    """Calls the learner's function for a check: its answer as JSON, or what it raised.

    With methods (names, comma-separated), an answer that is not plain data is an object the
    checks call the methods of: it stays here, and the checks get its number in _held, which of
    those methods it has, and its repr cut short. The checks never hold the object itself.
    """
    try:
        value = function(*json.loads(arguments))
        if methods and not (value is None or type(value) in (bool, int, float, str, list, tuple, dict)):
            have = [name for name in methods.split(',') if callable(getattr(value, name, None))]
            _held.append(value)
            return json.dumps({'object': len(_held) - 1, 'methods': have, 'shown': _short(value)})
        return json.dumps({'value': _plain(value)})
    except BaseException as error:
        return json.dumps({'error': _described(error, 'thrown')})
    finally:
        _flush()


def _call_method(index, name, row, col, truth):
    """Calls a method of a held object with two whole numbers for a check.

    Its answer crosses as True or False when truth (Python's own truth of what it returned),
    otherwise as None; what it raised crosses as JSON text. (What it prints is not flushed here:
    the checks close the cell's output before they call.)
    """
    try:
        answer = getattr(_held[index], name)(row, col)
        return bool(answer) if truth else None
    except BaseException as error:
        return json.dumps({'error': _described(error, 'thrown')})
