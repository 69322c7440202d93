import { UI_TEXT } from '@stryd/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function Harness({ onSubmit }: { onSubmit: (query: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchBox label="Search routines" value={value} onChange={setValue} onSubmit={onSubmit} />;
}

describe('SearchBox', () => {
  it("shows 'Search field is empty' for an empty or blank search and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UI_TEXT.searchEmpty);
    expect(screen.getByRole('alert')).toHaveTextContent('Search field is empty');
    await user.type(screen.getByLabelText('Search routines'), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Search routines')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the trimmed text and clears the message once the user types', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByLabelText('Search routines'), '  core ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('core');
  });

  // A media query (the page the server draws is already the right width); jsdom applies no CSS, so the
  // widths themselves are measured in a browser (e2e people.spec.ts and explore.spec.ts).
  it('is 240px wide under a 500px window and 480px otherwise, by a media query', () => {
    render(<Harness onSubmit={() => {}} />);
    const box = screen.getByRole('search');
    expect(box).toHaveClass('w-[240px]', 'min-[500px]:w-[480px]');
    expect(box.style.width).toBe('');
  });
});
