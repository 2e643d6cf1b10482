import { render } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdTheme } from './antd-theme.tsx';

describe('the console-wide antd locale', () => {
  it("R25.131 a plain antd table with no rows says exactly 'No Data', its image's title too", () => {
    const { container } = render(
      <AntdTheme>
        <Table aria-label="Runs" columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]} dataSource={[]} />
      </AntdTheme>,
    );

    expect(container.querySelector('.ant-empty-description')?.textContent).toBe('No Data');
    expect(container.textContent).not.toMatch(/No data/);
    expect(container.querySelector('svg title')?.textContent).toBe('No Data');
  });
});
