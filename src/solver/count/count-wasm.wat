;; The stack kernel of the full-symmetry counter (countWithStack in count-stack.ts, with
;; symmetryWeight from count-weight.ts) in WebAssembly text, by hand, step for step: the same
;; explicit stack, the same tests in the same order, the same counters. The command's threads run
;; it (count-wasm.ts; docs/decisions/wasm-count-kernel.md says why); the TypeScript kernel stays
;; the reference and the page's. Assembled by `node scripts/build-count-wasm.ts` into
;; count-wasm-bytes.ts; a unit test holds the two together.
;;
;; Memory (one 64 KiB page), i32 slots of 32 rows each:
;;   0 lefts, 128 downs, 256 rights, 384 frees (squares still to try), 512 rows (the board,
;;   one bit per row: the caller writes the prefix rows), 640 the results (4 x f64).
(module
  (memory (export "memory") 1)

  ;; symmetryWeight (count-weight.ts) of the board in `rows`: 0 if a rotation of it is smaller,
  ;; else the size of its class (2, 4 or 8). Called once for each full border-family board.
  (func $weight (param $last i32) (param $b1 i32) (result i32)
    (local $bound2 i32) (local $top i32) (local $own i32) (local $you i32)
    (local $ptn i32) (local $bit i32) (local $cur i32)
    (local.set $bound2 (i32.sub (local.get $last) (local.get $b1)))
    (local.set $top (i32.shl (i32.const 1) (local.get $last)))
    ;; Quarter turn clockwise: its top row comes from the column-0 queen.
    (if (i32.eq (i32.load offset=512 (i32.shl (local.get $bound2) (i32.const 2))) (i32.const 1))
      (then
        (local.set $own (i32.const 1))
        (local.set $ptn (i32.const 2))
        (block $brk
          (loop $L
            (br_if $brk (i32.gt_s (local.get $own) (local.get $last)))
            (local.set $bit (i32.const 1))
            (local.set $you (local.get $last))
            (local.set $cur (i32.load offset=512 (i32.shl (local.get $own) (i32.const 2))))
            (block $done
              (loop $I
                (br_if $done (i32.eq (i32.load offset=512 (i32.shl (local.get $you) (i32.const 2))) (local.get $ptn)))
                (br_if $done (i32.lt_u (local.get $cur) (local.get $bit)))
                (local.set $you (i32.sub (local.get $you) (i32.const 1)))
                (local.set $bit (i32.shl (local.get $bit) (i32.const 1)))
                (br $I)))
            (if (i32.gt_u (local.get $cur) (local.get $bit)) (then (return (i32.const 0))))
            (br_if $brk (i32.lt_u (local.get $cur) (local.get $bit)))
            (local.set $own (i32.add (local.get $own) (i32.const 1)))
            (local.set $ptn (i32.shl (local.get $ptn) (i32.const 1)))
            (br $L)))
        (if (i32.gt_s (local.get $own) (local.get $last)) (then (return (i32.const 2))))))
    ;; Half turn: image row r is row last - r read backwards.
    (if (i32.eq (i32.load offset=512 (i32.shl (local.get $last) (i32.const 2)))
                (i32.shl (i32.const 1) (local.get $bound2)))
      (then
        (local.set $own (i32.const 1))
        (local.set $you (i32.sub (local.get $last) (i32.const 1)))
        (block $brk
          (loop $L
            (br_if $brk (i32.gt_s (local.get $own) (local.get $last)))
            (local.set $bit (i32.const 1))
            (local.set $ptn (local.get $top))
            (local.set $cur (i32.load offset=512 (i32.shl (local.get $own) (i32.const 2))))
            (block $done
              (loop $I
                (br_if $done (i32.eq (i32.load offset=512 (i32.shl (local.get $you) (i32.const 2))) (local.get $ptn)))
                (br_if $done (i32.lt_u (local.get $cur) (local.get $bit)))
                (local.set $ptn (i32.shr_u (local.get $ptn) (i32.const 1)))
                (local.set $bit (i32.shl (local.get $bit) (i32.const 1)))
                (br $I)))
            (if (i32.gt_u (local.get $cur) (local.get $bit)) (then (return (i32.const 0))))
            (br_if $brk (i32.lt_u (local.get $cur) (local.get $bit)))
            (local.set $own (i32.add (local.get $own) (i32.const 1)))
            (local.set $you (i32.sub (local.get $you) (i32.const 1)))
            (br $L)))
        (if (i32.gt_s (local.get $own) (local.get $last)) (then (return (i32.const 4))))))
    ;; Quarter turn anticlockwise: its top row comes from the column-last queen.
    (if (i32.eq (i32.load offset=512 (i32.shl (local.get $b1) (i32.const 2))) (local.get $top))
      (then
        (local.set $own (i32.const 1))
        (local.set $ptn (i32.shr_u (local.get $top) (i32.const 1)))
        (block $brk
          (loop $L
            (br_if $brk (i32.gt_s (local.get $own) (local.get $last)))
            (local.set $bit (i32.const 1))
            (local.set $you (i32.const 0))
            (local.set $cur (i32.load offset=512 (i32.shl (local.get $own) (i32.const 2))))
            (block $done
              (loop $I
                (br_if $done (i32.eq (i32.load offset=512 (i32.shl (local.get $you) (i32.const 2))) (local.get $ptn)))
                (br_if $done (i32.lt_u (local.get $cur) (local.get $bit)))
                (local.set $you (i32.add (local.get $you) (i32.const 1)))
                (local.set $bit (i32.shl (local.get $bit) (i32.const 1)))
                (br $I)))
            (if (i32.gt_u (local.get $cur) (local.get $bit)) (then (return (i32.const 0))))
            (br_if $brk (i32.lt_u (local.get $cur) (local.get $bit)))
            (local.set $own (i32.add (local.get $own) (i32.const 1)))
            (local.set $ptn (i32.shr_u (local.get $ptn) (i32.const 1)))
            (br $L)))))
    (i32.const 8))

  ;; rowSquares (count-stack.ts): the open squares of row y (a byte offset, 4 y) a board of this
  ;; family may use, 0 when the branch is dead. V8 inlines it.
  (func $rowSquares (param $open i32) (param $y i32) (param $d i32) (param $b14 i32) (param $bound24 i32)
        (param $corner i32) (param $early i32) (param $side i32) (result i32)
    (local $sides i32)
    (if (i32.lt_s (local.get $y) (local.get $b14))
      (then (return (i32.and (local.get $open) (i32.xor (local.get $early) (i32.const -1))))))
    (if (i32.ne (local.get $y) (local.get $bound24)) (then (return (local.get $open))))
    (if (local.get $corner) (then (return (local.get $open))))
    (local.set $sides (i32.and (local.get $d) (local.get $side)))
    (if (i32.eqz (local.get $sides)) (then (return (i32.const 0))))
    (select (local.get $open) (i32.and (local.get $open) (local.get $side))
      (i32.eq (local.get $sides) (local.get $side))))

  ;; countWithStack (count-stack.ts): one family subtree from row `top` (masks left, down, right),
  ;; the queens of rows 0 .. top - 1 already in `rows`. Row indices are kept as byte offsets (4 y).
  ;; Writes c2, c4, c8 and the queens placed, as f64, at 640, 648, 656 and 664.
  (func (export "count") (param $n i32) (param $corner i32) (param $b1 i32) (param $top i32)
        (param $left i32) (param $down i32) (param $right i32)
    (local $mask i32) (local $last i32) (local $bound2 i32) (local $side i32) (local $early i32)
    (local $lastMask i32) (local $y i32) (local $top4 i32) (local $last4 i32) (local $b14 i32)
    (local $bound24 i32) (local $free i32) (local $bit i32) (local $l i32) (local $d i32)
    (local $r i32) (local $open i32) (local $next i32) (local $sides i32) (local $w i32)
    (local $c2 i64) (local $c4 i64) (local $c8 i64) (local $nodes i64)
    (local.set $mask (i32.sub (i32.shl (i32.const 1) (local.get $n)) (i32.const 1)))
    (local.set $last (i32.sub (local.get $n) (i32.const 1)))
    (local.set $bound2 (i32.sub (local.get $last) (local.get $b1)))
    (local.set $side (i32.or (i32.shl (i32.const 1) (local.get $last)) (i32.const 1)))
    (local.set $early (select (i32.const 2) (local.get $side) (local.get $corner)))
    (local.set $lastMask
      (select (i32.const 0)
        (i32.and (local.get $mask)
          (i32.xor (i32.xor
            (i32.sub (i32.shl (i32.const 1) (i32.add (local.get $bound2) (i32.const 1))) (i32.const 1))
            (i32.sub (i32.shl (i32.const 1) (local.get $b1)) (i32.const 1))) (i32.const -1)))
        (local.get $corner)))
    (local.set $top4 (i32.shl (local.get $top) (i32.const 2)))
    (local.set $last4 (i32.shl (local.get $last) (i32.const 2)))
    (local.set $b14 (i32.shl (local.get $b1) (i32.const 2)))
    (local.set $bound24 (i32.shl (local.get $bound2) (i32.const 2)))
    (local.set $y (local.get $top4))
    (i32.store offset=0 (local.get $y) (local.get $left))
    (i32.store offset=128 (local.get $y) (local.get $down))
    (i32.store offset=256 (local.get $y) (local.get $right))
    (local.set $open (i32.and (local.get $mask)
      (i32.xor (i32.or (i32.or (local.get $left) (local.get $down)) (local.get $right)) (i32.const -1))))
    (local.set $d (local.get $down))
    (local.set $free (call $rowSquares (local.get $open) (local.get $y) (local.get $d) (local.get $b14)
      (local.get $bound24) (local.get $corner) (local.get $early) (local.get $side)))
    (i32.store offset=384 (local.get $y) (local.get $free))
    (block $exit
      (loop $L
        (local.set $free (i32.load offset=384 (local.get $y)))
        (if (i32.eqz (local.get $free))
          (then
            (br_if $exit (i32.eq (local.get $y) (local.get $top4)))
            (local.set $y (i32.sub (local.get $y) (i32.const 4)))
            (br $L)))
        (local.set $bit (i32.and (local.get $free) (i32.sub (i32.const 0) (local.get $free))))
        (i32.store offset=384 (local.get $y) (i32.xor (local.get $free) (local.get $bit)))
        (i32.store offset=512 (local.get $y) (local.get $bit))
        (local.set $nodes (i64.add (local.get $nodes) (i64.const 1)))
        (local.set $l (i32.shl (i32.or (i32.load offset=0 (local.get $y)) (local.get $bit)) (i32.const 1)))
        (local.set $d (i32.or (i32.load offset=128 (local.get $y)) (local.get $bit)))
        (local.set $r (i32.shr_u (i32.or (i32.load offset=256 (local.get $y)) (local.get $bit)) (i32.const 1)))
        (local.set $next (i32.add (local.get $y) (i32.const 4)))
        (local.set $open (i32.and (local.get $mask)
          (i32.xor (i32.or (i32.or (local.get $l) (local.get $d)) (local.get $r)) (i32.const -1))))
        (if (i32.eq (local.get $next) (local.get $last4))
          (then
            (br_if $L (i32.eqz (local.get $open)))
            (br_if $L (i32.and (local.get $open) (local.get $lastMask)))
            (local.set $nodes (i64.add (local.get $nodes) (i64.const 1)))
            (if (local.get $corner)
              (then (local.set $c8 (i64.add (local.get $c8) (i64.const 1))) (br $L)))
            (i32.store offset=512 (local.get $last4) (local.get $open))
            (local.set $w (call $weight (local.get $last) (local.get $b1)))
            (if (i32.eq (local.get $w) (i32.const 8))
              (then (local.set $c8 (i64.add (local.get $c8) (i64.const 1))) (br $L)))
            (if (i32.eq (local.get $w) (i32.const 4))
              (then (local.set $c4 (i64.add (local.get $c4) (i64.const 1))) (br $L)))
            (if (i32.eq (local.get $w) (i32.const 2))
              (then (local.set $c2 (i64.add (local.get $c2) (i64.const 1)))))
            (br $L)))
        (local.set $y (local.get $next))
        (i32.store offset=0 (local.get $y) (local.get $l))
        (i32.store offset=128 (local.get $y) (local.get $d))
        (i32.store offset=256 (local.get $y) (local.get $r))
        (local.set $free (call $rowSquares (local.get $open) (local.get $y) (local.get $d) (local.get $b14)
          (local.get $bound24) (local.get $corner) (local.get $early) (local.get $side)))
        (i32.store offset=384 (local.get $y) (local.get $free))
        (br $L)))
    (f64.store offset=640 (i32.const 0) (f64.convert_i64_u (local.get $c2)))
    (f64.store offset=648 (i32.const 0) (f64.convert_i64_u (local.get $c4)))
    (f64.store offset=656 (i32.const 0) (f64.convert_i64_u (local.get $c8)))
    (f64.store offset=664 (i32.const 0) (f64.convert_i64_u (local.get $nodes))))
)
