import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PLATFORM_SETTING_DEFAULTS } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { TestProviders } from '../../../../test/support';
import { TrustCard } from './kit-details';

const { answers } = setupStubServer();

describe('the product page’s promises', { timeout: 30_000 }, () => {
  it('prints the complaint window the admin set', async () => {
    answers['GET /api/v1/settings/public'] = json({ ...PUBLIC_PLATFORM_SETTING_DEFAULTS, order_complaint_days: 5 });
    render(
      <TestProviders>
        <TrustCard />
      </TestProviders>,
    );
    expect(await screen.findByText('Hỗ trợ khiếu nại trong 5 ngày', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Hỗ trợ khiếu nại trong 3 ngày')).toBeNull();
  });
});
