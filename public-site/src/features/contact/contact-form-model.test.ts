import {
  EMPTY_CONTACT,
  MESSAGES,
  firstInvalidStep,
  sendFailureMessage,
  toContactBody,
  validateStep,
} from './contact-form-model';
import en from '@mwangaza/shared/i18n/messages/en.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import type { MessageId } from '../../i18n';

const inEnglish = (id: MessageId) => en[id];
const inFrench = (id: MessageId) => fr[id];

describe('contact form rules', () => {
  it('checks only the current step', () => {
    expect(validateStep(1, EMPTY_CONTACT)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
    });
    expect(validateStep(2, EMPTY_CONTACT)).toEqual({ project: MESSAGES.projectRequired });
    expect(validateStep(3, EMPTY_CONTACT)).toEqual({});
    expect(validateStep(1, { ...EMPTY_CONTACT, name: '  ', email: 'a@b' })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
    });
  });

  it('finds the first incomplete step', () => {
    expect(firstInvalidStep(EMPTY_CONTACT)).toBe(1);
    expect(firstInvalidStep({ ...EMPTY_CONTACT, name: 'A', email: 'a@b.co' })).toBe(2);
    expect(firstInvalidStep({ ...EMPTY_CONTACT, name: 'A', email: 'a@b.co', project: 'P' })).toBeNull();
  });

  it('trims what is sent', () => {
    expect(toContactBody({ ...EMPTY_CONTACT, name: ' A ', email: ' a@b.co ', project: ' P ' })).toMatchObject(
      {
        name: 'A',
        email: 'a@b.co',
        project: 'P',
      },
    );
  });

  it("sends the page's language", () => {
    expect(toContactBody(EMPTY_CONTACT, { locale: 'sw' })).toMatchObject({ locale: 'sw' });
  });

  it("maps failures to the form's messages", () => {
    const failure = (error: unknown) => sendFailureMessage(error, inEnglish, 'en');
    expect(failure({ status: 400, message: 'email must match format' })).toBe('email must match format');
    expect(failure({ status: 500, message: 'Request failed' })).toBe(en[MESSAGES.failed]);
    expect(failure({ status: 'NETWORK', message: 'Network error: could not reach the server' })).toBe(
      en[MESSAGES.exception],
    );
    expect(failure({ status: 'TIMEOUT', message: 'Request timed out' })).toBe(en[MESSAGES.exception]);
    expect(failure(new Error('boom'))).toBe(en[MESSAGES.exception]);
  });

  it("in another language, a refusal worded by the API reads as the form's own failure message", () => {
    expect(sendFailureMessage({ status: 400, message: 'email must match format' }, inFrench, 'fr')).toBe(
      fr[MESSAGES.failed],
    );
  });
});
