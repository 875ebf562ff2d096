import {
  Button,
  getErrorMessage,
  useExportEnquiriesMutation,
  useToast,
  type EnquiryExportArgs,
} from '@mwangaza/shared';
import { downloadFile, fileDate } from '../../../components/download-file';

/** "Export CSV": the enquiries the current filters show (every page), as a spreadsheet file. */
export function ExportCsv({ filters }: { filters: EnquiryExportArgs }) {
  const [exportEnquiries, { isLoading }] = useExportEnquiriesMutation();
  const toast = useToast();
  const run = async () => {
    try {
      const csv = await exportEnquiries(filters).unwrap();
      // The BOM lets Excel read the file as UTF-8 (names with accents and curly apostrophes).
      downloadFile(['\ufeff', csv], `enquiries-${fileDate()}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to export the enquiries'), 'error');
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={run} loading={isLoading}>
      Export CSV
    </Button>
  );
}
