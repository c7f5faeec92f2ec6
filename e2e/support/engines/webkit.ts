import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key, type WebElement } from 'selenium-webdriver';
import { E2E_PORTS } from '../servers.ts';
import type { EngineDriver, Key as KeyName } from './engine-page.ts';
import { installWatch, queryPage, WATCH_KEY, type WireTarget } from './in-page.ts';

/** Debian's WebKitGTK browser (webkit2gtk-driver brings it; .ci/run installs that), or MINIBROWSER_PATH. */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER_URL = `http://127.0.0.1:${E2E_PORTS.webkitDriver}`;
const KEYS: Record<KeyName, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowDown: Key.ARROW_DOWN };

/**
 * WebKit through WebKitWebDriver, on a virtual display of its own. WebDriver classic cannot run a
 * script before the page's own, so the watch starts with the journey's first call into each page,
 * once it has loaded: what went wrong before that is not seen. (With the `eager` page load
 * strategy, a script run straight after a navigation never returns in WebKitGTK 2.50.)
 */
export async function openWebKit(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const started: ChildProcess[] = [];
  // Each in a process group of its own, killed whole: WebKitWebDriver's browser outlives the driver otherwise.
  const stop = () => {
    for (const { pid } of started.reverse()) {
      try {
        if (pid !== undefined) process.kill(-pid);
      } catch {
        // already gone
      }
    }
  };
  try {
    const display = await startDisplay(started);
    const webDriver = spawn('WebKitWebDriver', [`--port=${E2E_PORTS.webkitDriver}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
      detached: true,
    });
    started.push(webDriver);
    await driverReady(webDriver);
    const driver = await new Builder()
      .usingServer(DRIVER_URL)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(viewport);
    // Every script the journey runs starts the watch first, once a page.
    const withWatch = (body: string) => `(${installWatch.toString()})(${JSON.stringify(WATCH_KEY)}); ${body}`;
    const element = (target: WireTarget) =>
      driver.executeScript<WebElement | null>(
        withWatch(`return (${queryPage.toString()}).apply(null, arguments);`),
        target,
        'element',
      );
    return {
      navigate: (url) => driver.get(url),
      url: () => driver.getCurrentUrl(),
      evaluate: (fn, ...args) =>
        driver.executeScript(withWatch(`return (${fn.toString()}).apply(null, arguments);`), ...args),
      click: async (target) => {
        const found = await element(target);
        if (found) await found.click();
        return found !== null;
      },
      type: async (target, text) => {
        const found = await element(target);
        if (found) await found.sendKeys(text);
        return found !== null;
      },
      press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
      close: async () => {
        try {
          await driver.quit();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Starts Xvfb on a free display (it says which on the descriptor it is given) and resolves to it, e.g. ":1". */
async function startDisplay(started: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  started.push(xvfb);
  return new Promise((resolve, reject) => {
    xvfb.stdout?.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code}`)));
    xvfb.once('error', reject);
  });
}

async function driverReady(webDriver: ChildProcess): Promise<void> {
  let failed: Error | undefined;
  webDriver.once('error', (error) => (failed = error));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (failed) throw new Error(`WebKitWebDriver did not start (is webkit2gtk-driver installed?): ${failed.message}`);
    if (webDriver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${webDriver.exitCode}`);
    try {
      if ((await fetch(`${DRIVER_URL}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${DRIVER_URL} within 10 s`);
}
