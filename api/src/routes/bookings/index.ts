import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Availability,
  Booking,
  BookingAgendaQuery,
  BookingBody,
  BookingList,
  BookingOutcomeBody,
  BookingTokenParams,
  CancelBody,
  CONTENT_WRITER_ROLES,
  Envelope,
  ErrorEnvelope,
  IdParams,
  PublicBooking,
  PublicHolidayList,
  RescheduleBody,
  SlotList,
  SlotQuery,
  StaffConsultantList,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';

const Taken = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  data: Type.Object({ slots: SlotList }),
});
const Booked = Envelope(Type.Object({ booking: PublicBooking }));
const Moved = Envelope(Type.Object({ booking: PublicBooking, token: Type.String() }));

/**
 * Discovery calls. Public: free times for a time zone, booking one, and the visitor's single-use link to see,
 * move or cancel it. Staff: the agenda, cancelling with a message, held or no-show, availability, holidays.
 */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings } = app;
  const staff = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['bookings'];
  const limit = app.clientLimit({
    name: 'booking',
    max: app.config.bookingRateLimitMax,
    windowMs: app.config.contactRateLimitWindowMs,
    message: 'Too many bookings from here. Please try again in {wait}.',
  });
  const publicView = async (token: string) => ({ booking: await bookings.publicView(token) });

  app.get(
    '/slots',
    {
      schema: {
        tags,
        summary: 'Free discovery-call times for a time zone',
        description:
          'UTC starts grouped by the days of the IANA zone `tz` (400 for a zone the API does not know); `consultant` narrows to one person.',
        querystring: SlotQuery,
        response: { 200: Envelope(SlotList), 400: ErrorEnvelope },
      },
    },
    async (request) => ok('Free times', await bookings.slots(request.query.tz, request.query.consultant)),
  );

  app.post(
    '/',
    {
      preHandler: limit,
      schema: {
        tags,
        summary: 'Book a discovery call',
        description:
          'Creates the enquiry (or moves the visitor’s open one) to "Meeting booked" and e-mails both sides an invitation (.ics). A time taken meanwhile answers 409 with the next free times; the database’s unique index on {consultant, start} decides.',
        body: BookingBody,
        response: { 201: Booked, 409: Taken, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (request.body.website) throw new HttpError(400, 'The booking could not be accepted');
      const { manageToken } = await bookings.book(request.body);
      return reply
        .code(201)
        .send(ok('Your call is booked', { booking: await bookings.publicView(manageToken) }));
    },
  );

  app.get(
    '/manage/:token',
    {
      schema: {
        tags,
        summary: 'A booking by its e-mailed link',
        params: BookingTokenParams,
        response: { 200: Booked, 404: ErrorEnvelope },
      },
    },
    async (request) => ok('Your booking', await publicView(request.params.token)),
  );

  app.post(
    '/manage/:token/reschedule',
    {
      preHandler: limit,
      schema: {
        tags,
        summary: 'Move a booking (single-use link)',
        description:
          'Sends the update (SEQUENCE + 1) and a new link; the used one stops working. `token` is the new link’s token, so the page the visitor is on keeps working.',
        params: BookingTokenParams,
        body: RescheduleBody,
        response: { 200: Moved, 404: ErrorEnvelope, 409: Taken },
      },
    },
    async (request) => {
      const { manageToken } = await bookings.reschedule(
        request.params.token,
        request.body.start,
        request.body.timeZone,
      );
      return ok('Your call is moved', { ...(await publicView(manageToken)), token: manageToken });
    },
  );

  app.post(
    '/manage/:token/cancel',
    {
      preHandler: limit,
      schema: {
        tags,
        summary: 'Cancel a booking (single-use link)',
        params: BookingTokenParams,
        response: { 200: Envelope(Type.Object({})), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await bookings.cancel({ token: request.params.token });
      return ok('Your call is cancelled', {});
    },
  );

  app.get(
    '/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The agenda (staff)',
        security: [{ bearerAuth: [] }],
        querystring: BookingAgendaQuery,
        response: { 200: Envelope(BookingList) },
      },
    },
    async (request) => ok('Bookings', { bookings: await bookings.agenda(request.query) }),
  );

  app.post(
    '/:id/cancel',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Cancel a booking with a message (staff)',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: CancelBody,
        response: { 200: Envelope(Type.Object({ booking: Booking })), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const booking = await bookings.cancel({ id: request.params.id }, request.body.message);
      await app.audit.record(request, {
        action: 'booking.cancelled',
        entityType: 'enquiry',
        entityId: booking.enquiry,
        summary: `Discovery call on ${booking.start} cancelled`,
      });
      return ok('Booking cancelled', { booking });
    },
  );

  app.patch(
    '/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Mark a call held or no-show (staff)',
        description: 'Only once the call has started (409 before).',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: BookingOutcomeBody,
        response: {
          200: Envelope(Type.Object({ booking: Booking })),
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const booking = await bookings.markOutcome(request.params.id, request.body.state);
      await app.audit.record(request, {
        action: 'booking.outcome',
        entityType: 'enquiry',
        entityId: booking.enquiry,
        summary: `Discovery call marked ${request.body.state}`,
      });
      return ok('Booking updated', { booking });
    },
  );

  app.get(
    '/availability/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "A consultant's availability (staff)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Envelope(Type.Object({ availability: Availability })) },
      },
    },
    async (request) => ok('Availability', { availability: await bookings.availability(request.params.id) }),
  );

  app.put(
    '/availability/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Set a consultant's availability, days off and blocked times (staff)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: Availability,
        response: {
          200: Envelope(Type.Object({ availability: Availability })),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const availability = await bookings.saveAvailability(request.params.id, request.body);
      await app.audit.record(request, {
        action: 'booking.availability_changed',
        entityType: 'person',
        entityId: request.params.id,
        summary: 'Discovery-call availability saved',
      });
      return ok('Availability saved', { availability });
    },
  );

  app.get(
    '/holidays',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Public holidays: no calls (staff)',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(PublicHolidayList) },
      },
    },
    async () => ok('Public holidays', { holidays: await bookings.holidays() }),
  );

  app.put(
    '/holidays',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Replace the public holidays (staff)',
        security: [{ bearerAuth: [] }],
        body: PublicHolidayList,
        response: { 200: Envelope(PublicHolidayList) },
      },
    },
    async (request) => {
      const holidays = await bookings.saveHolidays(request.body.holidays);
      await app.audit.record(request, {
        action: 'booking.holidays_changed',
        entityType: 'site-settings',
        entityId: 'holidays',
        summary: `Public holidays saved (${holidays.length})`,
      });
      return ok('Public holidays saved', { holidays });
    },
  );

  app.get(
    '/consultants',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'People who take discovery calls, with their staff account (staff)',
        description: 'The console finds the signed-in consultant by `account` (their staff account id).',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(StaffConsultantList) },
      },
    },
    async () => ok('Consultants', { consultants: await bookings.staffConsultants() }),
  );
};

export default bookingRoutes;
