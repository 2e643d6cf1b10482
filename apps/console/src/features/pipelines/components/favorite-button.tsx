import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip, theme } from 'antd';
import type { PipelineRecord } from '../api/pipelines-contract.ts';

export interface FavoriteButtonProps {
  pipeline: PipelineRecord;
  onToggle: (pipeline: PipelineRecord) => void;
  busy: boolean;
}

export function FavoriteButton({ pipeline, onToggle, busy }: FavoriteButtonProps) {
  const { token } = theme.useToken();
  const label = pipeline.isFavorite ? `Remove ${pipeline.name} from favorites` : `Add ${pipeline.name} to favorites`;
  return (
    <Tooltip title={pipeline.isFavorite ? 'Remove from favorites' : 'Add to favorites'}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={pipeline.isFavorite}
        disabled={busy}
        icon={pipeline.isFavorite ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        onClick={() => onToggle(pipeline)}
      />
    </Tooltip>
  );
}
