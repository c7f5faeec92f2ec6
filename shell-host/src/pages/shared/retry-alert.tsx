import layout from './page-layout.module.css';

type Props = {
  /** "Sorry, …": what went wrong. */
  readonly message: string;
  /** Without it, trying again would not help, so there is no button. */
  readonly retry?: () => void;
};

/** Something failed: an alert that says so, with Try again where another try could work. */
export function RetryAlert({ message, retry }: Props) {
  return (
    <div role="alert" className={layout.error}>
      <p>{message}</p>
      {retry ? (
        <button type="button" className={layout.button} onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
