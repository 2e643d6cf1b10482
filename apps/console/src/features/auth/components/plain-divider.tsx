/** The 'or' between two ways to log in, as antd's plain Divider draws it. */
export function PlainDivider() {
  return (
    <div className="arca-divider">
      <span>or</span>
    </div>
  );
}
