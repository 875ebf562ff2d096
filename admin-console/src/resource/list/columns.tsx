import type { TableColumn } from '@mwangaza/shared/console';
import { truncate } from '../../components/truncate';
import listStyles from './resource-list.module.css';

/** The item's name, in bold (the list adds its publication state under it). */
export function titleColumn<T extends { title: string }>(): TableColumn<T> {
  return {
    key: 'title',
    header: 'Title',
    render: (row) => <span className={listStyles.primary}>{row.title}</span>,
  };
}

/** A long text cut to a line, the whole of it in a tooltip; hidden on phones. */
export function truncatedColumn<T>(key: keyof T & string, header: string): TableColumn<T> {
  return {
    key,
    header,
    className: listStyles.hideOnPhone,
    render: (row) => {
      const text = String(row[key] ?? '');
      return (
        <span className={listStyles.muted} title={text}>
          {truncate(text)}
        </span>
      );
    },
  };
}
