import { test, expect } from './csp.ts';

/*
 * The policy holds against what a page could be made to run: an injected inline script or handler,
 * eval. Each built page's own policy, and that its scripts run under it: every-page.spec.ts.
 */

test.describe('Content-Security-Policy', () => {
	test('an inline script added to the page does not run, nor an inline event handler', async ({
		page,
		csp,
	}) => {
		await page.goto('/');
		await page.evaluate(() => {
			const script = document.createElement('script');
			script.textContent = 'document.body.dataset.injected = "script";';
			document.head.append(script);
			const button = document.createElement('button');
			button.setAttribute('onclick', 'document.body.dataset.injected = "handler";');
			document.body.append(button);
			button.click();
		});
		await expect.poll(async () => (await csp.seen()).length).toBe(2);
		expect(await csp.take()).toEqual([
			expect.stringMatching(/^script-src-elem blocked inline at /),
			expect.stringMatching(/^script-src-attr blocked inline at /),
		]);
		await expect(page.locator('body')).not.toHaveAttribute('data-injected');
	});

	test('the page’s own thread cannot eval or build a Function from a string', async ({
		page,
		csp,
	}) => {
		await page.goto('/08-exercises/');
		const tried = await page.evaluate(
			() =>
				new Promise<string[]>((done) =>
					// In a task of the page's own: code that DevTools evaluates may call eval itself.
					setTimeout(() =>
						done(
							[() => eval('6 * 7'), () => new Function('return 6 * 7')()].map((run) => {
								try {
									return String(run());
								} catch (error) {
									return error instanceof Error ? error.name : String(error);
								}
							}),
						),
					),
				),
		);
		expect(tried).toEqual(['EvalError', 'EvalError']);
		expect(await csp.take()).toEqual([
			expect.stringMatching(/^script-src blocked eval /),
			expect.stringMatching(/^script-src blocked eval /),
		]);
	});
});
