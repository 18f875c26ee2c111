import { isApiError } from '@h5/core-api';
import { Async, type AsyncProps, useSignals } from '@h5/ui-kit';
import { Missing } from './Missing.tsx';

/** Code the server answers for an id it does not know (a stale or mistyped link). */
const NOT_FOUND_CODE = 404;

/**
 * A read of one thing by the id in the link: a link to nothing says so and leads to the help
 * center instead of offering a retry that cannot help; other failures are the usual ones.
 */
export function Read<T>({ missing, ...props }: AsyncProps<T> & { missing: string }) {
  useSignals();
  const e = props.r.error.value;
  if (isApiError(e) && e.code === NOT_FOUND_CODE) return <Missing text={missing} />;
  return <Async {...props} />;
}
