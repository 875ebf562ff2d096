import { useExportEnquiriesMutation, type EnquiryExportArgs } from '@mwangaza/shared/console';
import { CsvExportButton } from '../../../components/csv-export-button';

/** "Export CSV": the enquiries the current filters show (every page), as a spreadsheet file. */
export function ExportCsv({ filters }: { filters: EnquiryExportArgs }) {
  const [exportEnquiries, { isLoading }] = useExportEnquiriesMutation();
  return (
    <CsvExportButton
      load={() => exportEnquiries(filters).unwrap()}
      name="enquiries"
      failure="Failed to export the enquiries"
      loading={isLoading}
    />
  );
}
