import {
  EMPTY_CONTACT,
  MESSAGES,
  firstInvalidStep,
  sendFailureMessage,
  toContactBody,
  validateStep,
} from './contact-form-model';

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

  it("maps failures to the form's messages", () => {
    expect(sendFailureMessage({ status: 400, message: 'email must match format' })).toBe(
      'email must match format',
    );
    expect(sendFailureMessage({ status: 500, message: 'Request failed' })).toBe(MESSAGES.failed);
    expect(
      sendFailureMessage({ status: 'NETWORK', message: 'Network error: could not reach the server' }),
    ).toBe(MESSAGES.exception);
    expect(sendFailureMessage({ status: 'TIMEOUT', message: 'Request timed out' })).toBe(MESSAGES.exception);
    expect(sendFailureMessage(new Error('boom'))).toBe(MESSAGES.exception);
  });
});
