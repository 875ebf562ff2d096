import {
  Button,
  getErrorMessage,
  useToast,
  useUpdateEnquiryStatusMutation,
  type Enquiry,
} from '@mwangaza/shared';

/** 'Mark as handled' for a new enquiry, 'Mark as new' for a handled one; the outcome in a toast. */
export function StatusAction({ enquiry }: { enquiry: Enquiry }) {
  const [update, { isLoading }] = useUpdateEnquiryStatusMutation();
  const toast = useToast();
  const next = enquiry.status === 'new' ? 'handled' : 'new';

  const run = async () => {
    try {
      await update({ id: enquiry.id, status: next }).unwrap();
      toast.show(next === 'handled' ? 'Enquiry marked as handled' : 'Enquiry marked as new', 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to update the enquiry'), 'error');
    }
  };

  return (
    <Button variant={next === 'handled' ? 'primary' : 'secondary'} onClick={run} loading={isLoading}>
      {next === 'handled' ? 'Mark as handled' : 'Mark as new'}
    </Button>
  );
}
