import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

describe('usePageMeta', () => {
  it('sets the title with the company name and the meta description', () => {
    const { rerender } = render(<Page title="About Us" description="Our story." />);
    expect(document.title).toBe('About Us | Mwangaza Analytics');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our story.');
    rerender(<Page title="Contact Us" description="Talk to us." />);
    expect(document.title).toBe('Contact Us | Mwangaza Analytics');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Talk to us.');
  });
});
