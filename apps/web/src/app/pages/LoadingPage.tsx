import { LoadingScreen } from '../layout/LoadingOverlay';

export default function LoadingPage() {
  return <LoadingScreen />;
}
