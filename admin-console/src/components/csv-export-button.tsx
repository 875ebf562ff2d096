import { Button, getErrorMessage } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';
import { downloadFile, fileDate } from './download-file';

export interface CsvExportButtonProps {
  /** Fetches the CSV text (with the session's token: not a plain link). */
  load: () => Promise<string>;
  /** The file is `<name>-<today>.csv`. */
  name: string;
  failure: string;
  loading: boolean;
}

/** "Export CSV": what the screen shows, as a spreadsheet file. */
export function CsvExportButton({ load, name, failure, loading }: CsvExportButtonProps) {
  const toast = useToast();
  const run = async () => {
    try {
      const csv = await load();
      // The BOM lets Excel read the file as UTF-8 (names with accents and curly apostrophes).
      downloadFile(['\ufeff', csv], `${name}-${fileDate()}.csv`, 'text/csv;charset=utf-8');
    } catch (error) {
      toast.show(getErrorMessage(error, failure), 'error');
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={run} loading={loading}>
      Export CSV
    </Button>
  );
}
