import { useState, type KeyboardEvent } from 'react';
import { Button, type EnquiryStageCounts } from '@mwangaza/shared';
import { Chip } from '@mwangaza/shared/controls';
import { Input, Select } from '@mwangaza/shared/controls';
import { useGetAssigneesQuery } from '@mwangaza/shared/console';
import { LANGUAGE_OPTIONS } from '../lib/languages';
import type { ListParams } from '../lib/list-params';
import { STAGE_OPTIONS } from '../lib/stages';
import styles from './enquiries.module.css';

interface Props {
  params: ListParams;
  counts?: EnquiryStageCounts;
  onChange(next: ListParams): void;
}

/**
 * Stage chips with their counts, then search (with lead source and campaign), assignee, language and
 * received-date filters.
 */
export function EnquiryFilters({ params, counts, onChange }: Props) {
  const { data } = useGetAssigneesQuery();
  const [q, setQ] = useState(params.q ?? '');
  const [source, setSource] = useState(params.source ?? '');
  const [campaign, setCampaign] = useState(params.campaign ?? '');
  const set = (patch: Partial<ListParams>) => onChange({ ...params, ...patch, page: 1 });
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const search = () =>
    set({
      q: q.trim() || undefined,
      source: source.trim() || undefined,
      campaign: campaign.trim() || undefined,
    });
  const applyOnEnter = (e: KeyboardEvent) => e.key === 'Enter' && search();
  const assignees = [
    { value: 'none', label: 'Unassigned' },
    ...(data?.assignees ?? []).map((a) => ({ value: a.id, label: a.fullName })),
  ];

  return (
    <>
      {/* Stages belong to the pipeline: the Spam tab has none. */}
      {!params.spam && (
        <div className={styles.filters} role="group" aria-label="Filter by stage">
          <Chip selected={!params.stage} onClick={() => set({ stage: undefined })}>
            All{total !== undefined && ` (${total})`}
          </Chip>
          {STAGE_OPTIONS.map((option) => (
            <Chip
              key={option.value}
              selected={params.stage === option.value}
              onClick={() => set({ stage: option.value })}
            >
              {option.label}
              {counts && ` (${counts[option.value]})`}
            </Chip>
          ))}
          <Chip
            selected={!!params.overdue}
            onClick={() => set({ overdue: params.overdue ? undefined : true })}
          >
            Overdue
          </Chip>
        </div>
      )}
      {/*
        The search and its refinements apply with Enter or the button; the other filters apply at once. Not a
        <form>: applying changes the address in a transition, which React then treats as a form action.
      */}
      <div role="search" aria-label="Search and filter enquiries" className={styles.filterBar}>
        <div className={styles.searchRow}>
          <Input
            label="Search name, company or e-mail"
            value={q}
            type="search"
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={applyOnEnter}
          />
          <Button type="button" variant="secondary" className={styles.searchButton} onClick={search}>
            Search
          </Button>
        </div>
        <div className={styles.refine}>
          <Input
            label="Source"
            hint="e.g. linkedin or www.google.com"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            onKeyDown={applyOnEnter}
          />
          <Input
            label="Campaign"
            value={campaign}
            onChange={(e) => setCampaign(e.target.value)}
            onKeyDown={applyOnEnter}
          />
          <Select
            label="Assignee"
            placeholder="Anyone"
            options={assignees}
            value={params.assignee ?? ''}
            onChange={(e) => set({ assignee: e.target.value || undefined })}
          />
          <Select
            label="Language"
            placeholder="Any language"
            options={LANGUAGE_OPTIONS}
            value={params.locale ?? ''}
            onChange={(e) =>
              set({ locale: LANGUAGE_OPTIONS.find((option) => option.value === e.target.value)?.value })
            }
          />
          <Input
            label="Received from"
            type="date"
            value={params.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
          <Input
            label="Received to"
            type="date"
            value={params.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
      </div>
    </>
  );
}
