import { getErrorMessage } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';

/**
 * Runs a request and tells its outcome in a toast: the success text (or one made from the answer), else the
 * API's reason or `failure`. Resolves to whether it succeeded, for callers that close a dialog on success.
 */
export function useToastOutcome() {
  const toast = useToast();
  return async <T>(
    request: Promise<T>,
    success: string | ((answer: T) => string),
    failure: string,
  ): Promise<boolean> => {
    try {
      const answer = await request;
      toast.show(typeof success === 'string' ? success : success(answer), 'success');
      return true;
    } catch (error) {
      toast.show(getErrorMessage(error, failure), 'error');
      return false;
    }
  };
}
