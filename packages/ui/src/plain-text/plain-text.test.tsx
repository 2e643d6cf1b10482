import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PlainTag } from './plain-tag.tsx';
import { PlainText, PlainTitle } from './plain-text.tsx';

const token = theme.getDesignToken();
/** A colour as the browser reports it back. */
function computed(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  return probe.style.color;
}

describe('plain text with Typography’s look', () => {
  it('greys a secondary text and bolds a strong one, as Typography does', () => {
    render(
      <>
        <PlainText tone="secondary">Every package</PlainText>
        <PlainText strong>Arca</PlainText>
      </>,
    );
    expect(screen.getByText('Every package').style.color).toBe(computed(token.colorTextDescription));
    expect(screen.getByText('Arca').tagName).toBe('STRONG');
  });

  it('draws a title as a heading of its level, in the heading colour', () => {
    render(<PlainTitle level={1}>Packages</PlainTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Packages' });
    expect(heading.style.color).toBe(computed(token.colorTextHeading));
  });
});

describe('a plain tag with the filled Tag’s look', () => {
  it("puts a preset's text shade on its lightest shade, and the grey default without one", () => {
    render(
      <>
        <PlainTag colour="red">npm</PlainTag>
        <PlainTag>generic</PlainTag>
      </>,
    );
    const npm = screen.getByText('npm');
    expect(npm.style.color).toBe(computed(token.red7));
    expect(npm.style.backgroundColor).toBe(computed(token.red1));
    expect(screen.getByText('generic').style.backgroundColor).toBe(computed(token.colorFillTertiary));
  });
});
