import { createConnection } from 'node:net';

/** Is anything listening on PostgreSQL's port (or is DATABASE_URL set)? */
export async function postgresMayAnswer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return true;
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
