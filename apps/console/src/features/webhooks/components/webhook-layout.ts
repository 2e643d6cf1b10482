import type { ColProps } from 'antd';

/** R21.02, R27.42: a field's column on phones, small tablets, tablets, laptops and wide screens. */
export const webhookFieldColumn = { xs: 24, sm: 18, md: 12, lg: 8, xl: 6 } as const satisfies ColProps;

/** Fields holding long text (description, URL, event types) take two of those columns where there is room. */
export const webhookWideColumn = { xs: 24, sm: 24, md: 24, lg: 16, xl: 12 } as const satisfies ColProps;

/** The gutter between columns, horizontal then vertical. */
export const webhookGutter: [number, number] = [24, 0];
