import { firstNameOf, initialsOf } from './person-paths';
import { profileLinkLabel } from './profile-links';

it('names a profile link by its network, else by its host', () => {
  expect(profileLinkLabel('https://www.linkedin.com/in/achieng-otieno')).toBe('LinkedIn');
  expect(profileLinkLabel('https://github.com/kiprono-langat')).toBe('GitHub');
  expect(profileLinkLabel('https://x.com/mwangaza')).toBe('X');
  expect(profileLinkLabel('https://www.wanjiku.co.ke/talks')).toBe('wanjiku.co.ke');
});

it("shows a person's initials and first name", () => {
  expect(initialsOf('Achieng Otieno')).toBe('AO');
  expect(initialsOf('Aline Mukamana Uwase')).toBe('AU');
  expect(initialsOf('Baraka')).toBe('B');
  expect(firstNameOf('Wanjiku Kariuki')).toBe('Wanjiku');
});
