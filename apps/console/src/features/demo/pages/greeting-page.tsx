import { Card, Input, Typography } from 'antd';
import { useState } from 'react';

/** How the greeting addresses someone: by name, or generically before a name is typed. */
export function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? 'Hello!' : `Hello, ${trimmed}!`;
}

/** /demo/typescript (R1.48): the smallest typed screen, a starting point for a new one. */
export function GreetingPage() {
  const [name, setName] = useState('');
  return (
    <Card>
      <Typography.Title level={2}>{greeting(name)}</Typography.Title>
      <Typography.Paragraph>
        This screen is a typed React component, routed, titled and guarded like every other one.
      </Typography.Paragraph>
      <Input
        aria-label="Your name"
        placeholder="Your name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        style={{ maxWidth: 320 }}
      />
    </Card>
  );
}
