import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardStatuses } from '../card-state.ts';
import { IntegrationCardFrame } from './integration-card-frame.tsx';

describe('integration card frame', () => {
  it('R27.27 lays every card out 204 px wide and 218 px high', () => {
    render(
      <IntegrationCardFrame
        name="Jenkins"
        icon={null}
        connections={0}
        status={cardStatuses.disconnected}
        footer={<button type="button">Connect</button>}
      />,
    );
    const card = screen.getByRole('group', { name: 'Jenkins' });
    expect(card.style.width).toBe('204px');
    expect(card.style.height).toBe('218px');
  });
});
