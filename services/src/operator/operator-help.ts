/** What `help` prints: every command, and what each needs. */
export const OPERATOR_HELP = `Usage: node services/src/operator/operator-cli.ts <command>   (or: npm run operator -- <command>)

Runs on the services' own database and settings (DATABASE_URL, or DATA_DIR for the embedded PGlite;
NODE_ENV…), migrating it first.

  add-support-user <email> [--name "First Last"]   Add a support user (they may act for any customer).
  add-shopper <email> [--name "First Last"]        Add a shopper account, with an open order.
      Both read the password from standard input, one line, never from an argument:
        printf '%s\\n' "$PASSWORD" | npm run operator -- add-shopper ann@example.com --name "Ann Lee"
      It must meet registration's rules and must not be a demo account's published password.
      Without --name, the part of the email before @ is the name.
  load-sample-shop   Add whatever is missing of the generated sample catalogue, branches and slots,
                     stores, content and banners: no account, trolley or order. Safe to run again.
  help               This text.

With the embedded PGlite (no DATABASE_URL), stop the services first: PGlite is one process's own
database, and a second process opening its directory can damage it.`;
