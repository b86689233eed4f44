import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating } from '@/components/ui/star-rating';

function Controlled({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRating value={value} onChange={setValue} label="Ihre Bewertung" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('StarRating', () => {
  it('is a radio group with an accessible name and one radio per star', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Ihre Bewertung' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 Stern' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 Sterne' })).toBeInTheDocument();
  });

  it('sets the clicked star', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '4 Sterne' }));
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: '4 Sterne' })).toHaveAttribute('aria-checked', 'true');
  });

  it('resets to 0 when the selected star is clicked again', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    await user.click(screen.getByRole('radio', { name: '3 Sterne' }));
    expect(screen.getByTestId('value')).toHaveTextContent('0');
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('moves with the arrow keys and stays between 1 and 5', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={2} />);
    screen.getByRole('radio', { name: '2 Sterne' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: '4 Sterne' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('5');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('has one tab stop: the first star while nothing is chosen', () => {
    render(<Controlled />);
    const tabStops = screen.getAllByRole('radio').filter((r) => r.getAttribute('tabindex') === '0');
    expect(tabStops).toEqual([screen.getByRole('radio', { name: '1 Stern' })]);
  });

  it('read-only: an image with the value as text, not clickable', () => {
    const onChange = jest.fn();
    render(<StarRating value={3.5} readOnly onChange={onChange} label="Durchschnitt" />);
    expect(screen.getByRole('img', { name: 'Durchschnitt: 3,5 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
