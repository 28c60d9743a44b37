import Placeholder from './Placeholder';

export default function Dashboard() {
  return <Placeholder title="menu.home" />;
}
