import { useSearchParams } from 'react-router';
import { AllWidgets } from '../components/all-widgets.tsx';
import { SingleWidget } from '../components/single-widget.tsx';

/**
 * The playground's widgets tab: every widget's example, or with `?widget=<id>` only that one. A
 * single widget renders in a fraction of the whole page's time, and its address can be shared.
 */
export function WidgetsPage() {
  const [searchParams] = useSearchParams();
  const widgetId = searchParams.get('widget');
  return widgetId === null ? <AllWidgets /> : <SingleWidget id={widgetId} />;
}
