/**
 * The room picker's house: a cut-away drawing (decorative, aria-hidden). The clickable rooms are
 * HTML buttons that RoomPicker lays over HOUSE_ZONES, so the zones here and there are one list.
 */
import type { Room } from '../../domain/constants.ts';

export const HOUSE_VIEWBOX = { width: 600, height: 440 } as const;

interface HouseZone {
  room: Room;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rooms of the picture, in reading order (upstairs, then downstairs, then outside). */
export const HOUSE_ZONES: readonly HouseZone[] = [
  { room: 'bedroom', x: 100, y: 150, width: 200, height: 120 },
  { room: 'bathroom', x: 300, y: 150, width: 170, height: 120 },
  { room: 'terrace', x: 470, y: 196, width: 110, height: 74 },
  { room: 'living-room', x: 100, y: 270, width: 150, height: 130 },
  { room: 'hallway', x: 250, y: 270, width: 80, height: 130 },
  { room: 'kitchen', x: 330, y: 270, width: 140, height: 130 },
  { room: 'garden', x: 0, y: 236, width: 100, height: 204 },
];

const ROOM_FILL: Readonly<Record<Room, string>> = {
  bedroom: '#fde6d3',
  bathroom: '#dcedf5',
  terrace: '#f4e7d4',
  'living-room': '#fdf0e1',
  hallway: '#f1e9de',
  kitchen: '#e3f3ea',
  garden: '#e6f4ea',
  gifts: '#fdeee4',
};

const LINE = '#4d4843';

export function HouseDrawing({ active, className }: { active: Room | null; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${HOUSE_VIEWBOX.width} ${HOUSE_VIEWBOX.height}`}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      {/* Sky, sun and ground */}
      <rect x="0" y="0" width="600" height="440" rx="18" fill="#fbf7f2" />
      <circle cx="540" cy="70" r="28" fill="#f9c98f" />
      <rect x="0" y="400" width="600" height="40" fill="#bfe3cc" />

      {/* Room floors and walls */}
      {HOUSE_ZONES.filter((zone) => zone.room !== 'garden' && zone.room !== 'terrace').map((zone) => (
        <rect key={zone.room} x={zone.x} y={zone.y} width={zone.width} height={zone.height} fill={ROOM_FILL[zone.room]} />
      ))}

      {/* Roof and chimney */}
      <rect x="390" y="70" width="28" height="50" fill="#c3561a" />
      <polygon points="78,152 285,38 492,152" fill="#e8702a" stroke={LINE} strokeWidth="4" strokeLinejoin="round" />
      <circle cx="285" cy="108" r="16" fill="#fbf7f2" stroke={LINE} strokeWidth="3" />

      {/* Outer walls and inner walls */}
      <rect x="100" y="150" width="370" height="250" fill="none" stroke={LINE} strokeWidth="4" />
      <line x1="100" y1="270" x2="470" y2="270" stroke={LINE} strokeWidth="4" />
      <line x1="300" y1="150" x2="300" y2="270" stroke={LINE} strokeWidth="3" />
      <line x1="250" y1="270" x2="250" y2="400" stroke={LINE} strokeWidth="3" />
      <line x1="330" y1="270" x2="330" y2="400" stroke={LINE} strokeWidth="3" />

      {/* Bedroom: bed with pillow and blanket, lamp */}
      <rect x="130" y="225" width="110" height="30" rx="6" fill="#ffffff" stroke={LINE} strokeWidth="2.5" />
      <rect x="130" y="212" width="14" height="43" rx="3" fill="#c3561a" />
      <rect x="150" y="214" width="30" height="14" rx="5" fill="#ffffff" stroke={LINE} strokeWidth="2" />
      <rect x="185" y="222" width="55" height="20" rx="5" fill="#e8702a" opacity="0.75" />
      <line x1="270" y1="195" x2="270" y2="255" stroke={LINE} strokeWidth="2.5" />
      <path d="M258 195h24l-6-16h-12z" fill="#f9c98f" stroke={LINE} strokeWidth="2" />

      {/* Bathroom: bathtub and shower, mirror */}
      <rect x="330" y="225" width="100" height="30" rx="12" fill="#ffffff" stroke={LINE} strokeWidth="2.5" />
      <path d="M345 225v-40h18" fill="none" stroke={LINE} strokeWidth="2.5" />
      <path d="M358 188h12" stroke={LINE} strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="445" cy="190" rx="12" ry="16" fill="#ffffff" stroke={LINE} strokeWidth="2" />

      {/* Terrace: deck, railing, plant */}
      <rect x="470" y="262" width="110" height="8" fill="#c3561a" />
      <line x1="470" y1="228" x2="580" y2="228" stroke={LINE} strokeWidth="3" />
      {[485, 505, 525, 545, 565].map((x) => (
        <line key={x} x1={x} y1="228" x2={x} y2="262" stroke={LINE} strokeWidth="2" />
      ))}
      <path d="M548 210c-4-14 6-20 10-24 0 10 8 12 4 24z" fill="#2f9e6b" />

      {/* Living room: sofa, picture, plant */}
      <rect x="118" y="350" width="110" height="36" rx="8" fill="#2f9e6b" opacity="0.85" />
      <rect x="112" y="340" width="14" height="46" rx="5" fill="#237a52" />
      <rect x="220" y="340" width="14" height="46" rx="5" fill="#237a52" />
      <rect x="145" y="292" width="56" height="34" rx="3" fill="#ffffff" stroke={LINE} strokeWidth="2" />
      <path d="M150 320l14-16 10 10 8-8 14 14z" fill="#f9c98f" />

      {/* Hallway: front door, coat hook */}
      <rect x="270" y="318" width="40" height="82" rx="3" fill="#2f9e6b" stroke={LINE} strokeWidth="2.5" />
      <circle cx="302" cy="362" r="3" fill="#fbf7f2" />
      <path d="M262 292h18" stroke={LINE} strokeWidth="3" strokeLinecap="round" />

      {/* Kitchen: counter, stove, hood, shelf */}
      <rect x="345" y="352" width="110" height="48" fill="#ffffff" stroke={LINE} strokeWidth="2.5" />
      <rect x="395" y="346" width="40" height="6" fill={LINE} />
      <path d="M400 296h30l8 20h-46z" fill="#ffffff" stroke={LINE} strokeWidth="2.5" />
      <line x1="350" y1="318" x2="385" y2="318" stroke={LINE} strokeWidth="3" />
      <circle cx="360" cy="310" r="6" fill="#e8702a" />
      <circle cx="376" cy="310" r="6" fill="#f9c98f" />

      {/* Garden: tree, bush, flowers */}
      <rect x="40" y="330" width="12" height="72" fill="#8a5a36" />
      <circle cx="46" cy="310" r="32" fill="#2f9e6b" />
      <circle cx="26" cy="330" r="18" fill="#237a52" />
      <circle cx="70" cy="326" r="18" fill="#3cb37c" />
      <circle cx="20" cy="404" r="5" fill="#e8702a" />
      <circle cx="78" cy="406" r="5" fill="#f9c98f" />

      {/* The room under the pointer or focus */}
      {HOUSE_ZONES.filter((zone) => zone.room === active).map((zone) => (
        <rect
          key={zone.room}
          x={zone.x + 3}
          y={zone.y + 3}
          width={zone.width - 6}
          height={zone.height - 6}
          rx="6"
          fill="#e8702a"
          fillOpacity="0.12"
          stroke="#e8702a"
          strokeWidth="4"
        />
      ))}
    </svg>
  );
}
