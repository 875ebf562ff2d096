import type { BookingBody, PublicBooking, RescheduleBody, SlotList } from '../schemas';
import { apiSlice } from './base-api';

type Booked = { booking: PublicBooking };
const manage = (token: string) => `/bookings/manage/${encodeURIComponent(token)}`;

/**
 * A visitor's discovery call: the free times in their time zone, booking one, and the e-mailed single-use
 * link to see, move or cancel it. A time taken meanwhile fails with 409 and `data: SlotList` (the next times).
 */
export const bookingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getFreeSlots: build.query<SlotList, { tz: string; consultant?: string }>({
      query: (params) => ({ url: '/bookings/slots', params }),
      providesTags: [{ type: 'Slot', id: 'LIST' }],
      // Free times change as others book: never show a visitor a minutes-old list when they come back.
      keepUnusedDataFor: 0,
    }),
    bookCall: build.mutation<Booked, BookingBody>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Slot', id: 'LIST' },
        { type: 'Enquiry', id: 'LIST' },
      ],
    }),
    getManagedBooking: build.query<Booked, string>({
      query: (token) => ({ url: manage(token) }),
      providesTags: (_result, _error, token) => [{ type: 'Booking', id: token }],
    }),
    rescheduleBooking: build.mutation<Booked & { token: string }, RescheduleBody & { token: string }>({
      query: ({ token, ...body }) => ({ url: `${manage(token)}/reschedule`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Slot', id: 'LIST' }],
    }),
    cancelBooking: build.mutation<{ message: string } | object, string>({
      query: (token) => ({ url: `${manage(token)}/cancel`, method: 'POST' }),
      invalidatesTags: [{ type: 'Slot', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetFreeSlotsQuery,
  useBookCallMutation,
  useGetManagedBookingQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = bookingApi;
