import { accessibleDescription } from '@mwangaza/browser-testing/aria';
import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { contactForm, storedEnquiryFrom } from '../public-site/contact-form';
import { checkA11y, pagePerTest } from '../public-site/visitor';

// Keyboard only from here on: no clicks, no fill().
jest.setTimeout(90_000);

const page = pagePerTest();

const { form, stepCount, open } = contactForm(page);
const field = (label: RegExp) => form().getByLabel(label);
const button = (name: string) => form().getByRole('button', { name, exact: true });

/** The field has focus, is marked invalid and has `message` read out as its description. */
async function expectFocusedError(label: RegExp, message: string) {
  await expectFocus(field(label));
  expect(await field(label).getAttribute('aria-invalid')).toBe('true');
  expect(await accessibleDescription(field(label))).toContain(message);
}

describe('the contact form with the keyboard only', () => {
  it('takes every step, focuses each error, sends the enquiry and the API stores it', async () => {
    const email = `baraka.${Date.now()}@lake-logistics.example`;
    await open();

    // Continue with nothing filled in: the first missing field takes focus and says what is wrong.
    await tabTo(page(), button('Continue'), { max: 60 });
    await expectVisibleFocus(page(), 'Continue');
    await page().keyboard.press('Enter');
    await expectFocusedError(/Full name/, 'Name is required');
    expect(await accessibleDescription(field(/Email address/))).toContain('Email is required');
    await stepCount('Step 1 of 3');
    await checkA11y(page(), '/contact (step 1 errors)');

    await expectVisibleFocus(page(), 'the Full name field');
    await page().keyboard.type('Baraka Mwangi');
    // Editing a field clears its message.
    expect(await field(/Full name/).getAttribute('aria-invalid')).toBeNull();
    await page().keyboard.press('Tab');
    await expectFocus(field(/Email address/));
    await page().keyboard.type('baraka@lake-logistics');
    await page().keyboard.press('Enter');
    await expectFocusedError(/Email address/, 'Please enter a valid email address');
    await page().keyboard.press('ControlOrMeta+A');
    await page().keyboard.type(email);
    await page().keyboard.press('Tab');
    await expectFocus(field(/Company/));
    await page().keyboard.type('Lake Logistics');
    await page().keyboard.press('Enter');

    // Each new step starts the keyboard at its first field.
    await stepCount('Step 2 of 3');
    await expectFocus(field(/Tell us about your project/));
    await page().keyboard.type('Track 60 lorries between Kisumu and Mombasa.');
    await page().keyboard.press('Tab');
    await expectFocus(field(/Your biggest data challenge/));
    await page().keyboard.type('Fuel and trip data arrive on paper.');
    await checkA11y(page(), '/contact (step 2)');
    await tabTo(page(), button('Continue'), { max: 4 });
    await page().keyboard.press('Enter');

    await stepCount('Step 3 of 3');
    await expectFocus(field(/What would success look like/));
    await page().keyboard.type('Cost per kilometre every Friday.');
    await page().keyboard.press('Tab');
    const contactTime = field(/Best time to contact you/);
    await expectFocus(contactTime);
    await expectVisibleFocus(page(), 'the contact time select');
    await page().keyboard.press('ArrowDown');
    expect(await contactTime.inputValue()).toBe('Morning');
    await checkA11y(page(), '/contact (step 3)');

    // Back keeps what was typed.
    await tabTo(page(), button('Back'), { max: 4 });
    await page().keyboard.press('Enter');
    await stepCount('Step 2 of 3');
    expect(await field(/Tell us about your project/).inputValue()).toBe(
      'Track 60 lorries between Kisumu and Mombasa.',
    );
    await tabTo(page(), button('Continue'), { max: 4 });
    await page().keyboard.press('Enter');
    await stepCount('Step 3 of 3');
    expect(await field(/Best time to contact you/).inputValue()).toBe('Morning');

    await tabTo(page(), button('Send Message'), { max: 6 });
    await page().keyboard.press('Enter');
    const thanks = page().getByRole('heading', { name: 'Thank you, Baraka!' });
    await expectFocus(thanks);
    await page().getByText('Your message has been sent.', { exact: false }).waitFor();
    await checkA11y(page(), '/contact (sent)');

    expect(await storedEnquiryFrom(email)).toMatchObject({
      name: 'Baraka Mwangi',
      company: 'Lake Logistics',
      project: 'Track 60 lorries between Kisumu and Mombasa.',
      challenge: 'Fuel and trip data arrive on paper.',
      success: 'Cost per kilometre every Friday.',
      contactTime: 'Morning',
    });

    await tabTo(page(), page().getByRole('button', { name: 'Send Another Message' }), { max: 3 });
    await page().keyboard.press('Enter');
    await stepCount('Step 1 of 3');
  });
});
