import { apiSlice } from '@mwangaza/shared';
import type {
  Availability,
  Booking,
  BookingAgendaQuery,
  BookingOutcomeBody,
  BookingList,
  PublicHoliday,
  StaffConsultant,
} from '../schemas';
import { byId, cleanParams, itemTags, listTags } from '../api/tags';

type OneBooking = { booking: Booking };

/**
 * Discovery calls as staff work them: the agenda between two instants (earliest first, at most 500), cancelling
 * with a message to the visitor, marking a call held or no-show once it has started (409 before), each
 * consultant's availability, the public holidays, and who takes calls. The visitor's side is in `../api`.
 */
export const bookingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBookings: build.query<BookingList, BookingAgendaQuery>({
      query: (args) => ({ url: '/bookings', params: cleanParams(args) }),
      providesTags: (result) => listTags('Booking', result?.bookings),
    }),
    cancelStaffBooking: build.mutation<OneBooking, { id: string; message?: string }>({
      query: ({ id, message }) => ({
        url: `${byId('bookings', id)}/cancel`,
        method: 'POST',
        body: message ? { message } : {},
      }),
      // The time is free again for visitors.
      invalidatesTags: (_result, _error, { id }) => [
        ...itemTags('Booking', id),
        { type: 'Slot', id: 'LIST' },
      ],
    }),
    markBookingOutcome: build.mutation<OneBooking, BookingOutcomeBody & { id: string }>({
      query: ({ id, state }) => ({ url: byId('bookings', id), method: 'PATCH', body: { state } }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Booking', id),
    }),
    getBookingConsultants: build.query<{ consultants: StaffConsultant[] }, void>({
      query: () => ({ url: '/bookings/consultants' }),
      providesTags: [{ type: 'Booking', id: 'CONSULTANTS' }],
    }),
    getAvailability: build.query<{ availability: Availability }, string>({
      query: (personId) => ({ url: byId('bookings/availability', personId) }),
      providesTags: (_result, _error, personId) => [{ type: 'Booking', id: `availability-${personId}` }],
    }),
    saveAvailability: build.mutation<
      { availability: Availability },
      { id: string; availability: Availability }
    >({
      query: ({ id, availability }) => ({
        url: byId('bookings/availability', id),
        method: 'PUT',
        body: availability,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Booking', id: `availability-${id}` },
        { type: 'Slot', id: 'LIST' },
      ],
    }),
    getHolidays: build.query<{ holidays: PublicHoliday[] }, void>({
      query: () => ({ url: '/bookings/holidays' }),
      providesTags: [{ type: 'Booking', id: 'HOLIDAYS' }],
    }),
    saveHolidays: build.mutation<{ holidays: PublicHoliday[] }, PublicHoliday[]>({
      query: (holidays) => ({ url: '/bookings/holidays', method: 'PUT', body: { holidays } }),
      invalidatesTags: [
        { type: 'Booking', id: 'HOLIDAYS' },
        { type: 'Slot', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetBookingsQuery,
  useCancelStaffBookingMutation,
  useMarkBookingOutcomeMutation,
  useGetBookingConsultantsQuery,
  useGetAvailabilityQuery,
  useSaveAvailabilityMutation,
  useGetHolidaysQuery,
  useSaveHolidaysMutation,
} = bookingsApi;
