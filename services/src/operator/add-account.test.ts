import { describe, expect, it } from 'vitest';
import { ShoppingContext } from '@grocer/shared-contracts/domain';
import { bearer, signInAs } from '../testing/test-app.ts';
import { useOperatorTerminal } from './testing/operator-terminal.ts';

describe('adding accounts with the operator command', () => {
  const { operator, app, db } = useOperatorTerminal();
  const customerCount = async () => (await db().query('select id from customers')).length;

  it('adds a support user who signs in through the app as support', async () => {
    const run = await operator(['add-support-user', 'Pat@Grocer.example', '--name', 'Pat Lee'], 'Sturdy-pass-42\n');

    expect(run).toEqual({
      exitCode: 0,
      out: [expect.stringMatching(/^Added support user S-\d+ <pat@grocer\.example> "Pat Lee"$/)],
      err: [],
    });
    const signedIn = await signInAs(app(), { email: 'pat@grocer.example', password: 'Sturdy-pass-42' });
    expect(signedIn.role).toBe('support');
  });

  it('adds a shopper who signs in and shops on the open order it was given', async () => {
    const run = await operator(['add-shopper', 'ann@trial.example'], 'Apples & 2 pears\n');

    expect(run.exitCode).toBe(0);
    const [said = ''] = run.out;
    expect(said).toMatch(/^Added shopper C-\d+ <ann@trial\.example> "ann", open order \d+$/);
    expect(said).not.toContain('pears');
    const signedIn = await signInAs(app(), { email: 'ann@trial.example', password: 'Apples & 2 pears' });
    expect(signedIn.role).toBe('customer');
    const context = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: bearer(signedIn.token) });
    expect(ShoppingContext.parse(context.json()).customerOrderId).toBe(said.split('open order ')[1]);
  });

  it('refuses a demo account’s published password, in one line, adding nothing', async () => {
    const before = await customerCount();
    for (const password of ['groceries', 'support', 'Groceries ']) {
      expect(await operator(['add-shopper', 'sam@trial.example'], `${password}\n`)).toEqual({
        exitCode: 1,
        out: [],
        err: [
          'add-shopper refused: that password is a demo account’s, published in services/README.md: choose another',
        ],
      });
    }
    expect(await customerCount()).toBe(before);
  });

  it('refuses a password registration would refuse', async () => {
    expect(await operator(['add-support-user', 'lee@grocer.example'], 'short1\n')).toEqual({
      exitCode: 1,
      out: [],
      err: [
        'add-support-user refused: password: Use 8 to 128 characters, with at least one letter and at least one digit or symbol',
      ],
    });
    expect((await operator(['add-shopper', 'lee@trial.example'], 'lee@trial.example\n')).err).toEqual([
      'add-shopper refused: password: must not be the email address',
    ]);
  });

  it('refuses an email that already has an account, whatever its case, leaving that account alone', async () => {
    const run = await operator(['add-shopper', ' ANN@trial.example'], 'Another-pass-7\n');

    expect(run.exitCode).toBe(1);
    expect(run.err).toEqual([expect.stringMatching(/^add-shopper refused: ann@trial\.example already has an account/)]);
    await signInAs(app(), { email: 'ann@trial.example', password: 'Apples & 2 pears' });
  });

  it('never takes the password as an argument, and needs one on standard input', async () => {
    expect(await operator(['add-shopper', 'kim@trial.example', '--password', 'Sturdy-pass-42'])).toEqual({
      exitCode: 2,
      out: [],
      err: ['add-shopper reads the password from standard input, never from an argument'],
    });
    expect((await operator(['add-shopper', 'kim@trial.example'])).err).toEqual([
      `add-shopper refused: No password on standard input: pipe one line (printf '%s\\n' "$PASSWORD" | …)`,
    ]);
  });
});
