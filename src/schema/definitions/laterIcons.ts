import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactoryIcon from '@mui/icons-material/Factory';
import FlightIcon from '@mui/icons-material/Flight';
import FolderIcon from '@mui/icons-material/Folder';
import InventoryIcon from '@mui/icons-material/Inventory';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PlaceIcon from '@mui/icons-material/Place';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import WarningIcon from '@mui/icons-material/Warning';
import type { IconName } from '../../../server/src/entities/language/document';
import type { FIRST_ICONS } from './icons';

/** The icons no shipped definition names: one download, with the first definition that names one. */
export const LATER_ICONS: Record<Exclude<IconName, keyof typeof FIRST_ICONS>, SvgIconComponent> = {
  apartment: ApartmentIcon,
  assignment: AssignmentIcon,
  badge: BadgeIcon,
  build: BuildIcon,
  business: BusinessIcon,
  calendar_month: CalendarMonthIcon,
  construction: ConstructionIcon,
  description: DescriptionIcon,
  engineering: EngineeringIcon,
  event_note: EventNoteIcon,
  factory: FactoryIcon,
  flight: FlightIcon,
  folder: FolderIcon,
  inventory: InventoryIcon,
  list_alt: ListAltIcon,
  local_shipping: LocalShippingIcon,
  place: PlaceIcon,
  precision_manufacturing: PrecisionManufacturingIcon,
  rocket_launch: RocketLaunchIcon,
  satellite_alt: SatelliteAltIcon,
  science: ScienceIcon,
  security: SecurityIcon,
  settings: SettingsIcon,
  warning: WarningIcon,
};
