import type { PublicHoliday } from '@mwangaza/shared/schemas';

/**
 * Kenya's public holidays, loaded once into the database (never over what staff edited; the console edits
 * them). Source: the Public Holidays Act (Cap. 110) and its amendments (Mazingira Day on 10 October since
 * 2024), with the Act's rule that a holiday falling on a Sunday is also kept on the Monday after. Good Friday
 * and Easter Monday follow Easter; Idd-ul-Fitr and Idd-ul-Azha follow the moon and are confirmed each year
 * by a Kenya Gazette notice of the Cabinet Secretary for the Interior: the dates below are the expected ones,
 * to be corrected in the console when the notice is published.
 */
export const KENYA_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-03-20', name: 'Idd-ul-Fitr (expected)' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: 'Labour Day' },
  { date: '2026-05-27', name: 'Idd-ul-Azha (expected)' },
  { date: '2026-06-01', name: 'Madaraka Day' },
  { date: '2026-10-10', name: 'Mazingira Day' },
  { date: '2026-10-20', name: 'Mashujaa Day' },
  { date: '2026-12-12', name: 'Jamhuri Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-10', name: 'Idd-ul-Fitr (expected)' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-17', name: 'Idd-ul-Azha (expected)' },
  { date: '2027-06-01', name: 'Madaraka Day' },
  { date: '2027-10-11', name: 'Mazingira Day (observed; 10 October is a Sunday)' },
  { date: '2027-10-20', name: 'Mashujaa Day' },
  { date: '2027-12-13', name: 'Jamhuri Day (observed; 12 December is a Sunday)' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-27', name: 'Boxing Day (observed; 26 December is a Sunday)' },
];
