/** Story support: serves the fake handlers at `fetch` for one story; the returned function puts fetch back. */
import { fakeServices, type FakeHandler } from '../../../api/fake-services.ts';

export function installFakeServices(handlers: Record<string, FakeHandler>): () => void {
  const services = fakeServices(handlers);
  const original = globalThis.fetch;
  globalThis.fetch = services.fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/** A call that never answers: the page stays in its loading state. */
export const never: FakeHandler = () => new Promise<Response>(() => {});
