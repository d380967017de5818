/**
 * The reference data in Latin-American Spanish (es-419), in the trade's words as buyers search
 * them across the region; docs/i18n/glossary-es.md holds the terms chosen and why.
 * Keys: README.md of this folder.
 */
import type { RefdataTranslation } from './refdata-translation.js';

export const REFDATA_ES: RefdataTranslation = {
  edition: 'es',
  industries: {
    '0001': {
      name: 'Automatización',
      description:
        'Encuentre fabricantes y distribuidores de equipos de automatización industrial: desde PLC, sensores y robots industriales hasta control de movimiento, neumática y sistemas de visión artificial que ayudan a las plantas a producir más rápido, con más seguridad y con menos trabajo manual.',
      categories: {
        'PLCs & Controllers': {
          name: 'PLC y controladores',
          subCategories: {
            'Compact PLCs': 'PLC compactos',
            'Modular PLCs': 'PLC modulares',
            'Safety PLCs': 'PLC de seguridad',
            'Micro PLCs': 'Micro PLC',
            'Programmable Automation Controllers': 'Controladores de automatización programables (PAC)',
            'PLC I/O Modules': 'Módulos de E/S para PLC',
          },
        },
        'Industrial Robots': {
          name: 'Robots industriales',
          subCategories: {
            'Articulated Robots': 'Robots articulados',
            'SCARA Robots': 'Robots SCARA',
            'Delta Robots': 'Robots delta',
            'Collaborative Robots': 'Robots colaborativos (cobots)',
            'Cartesian Robots': 'Robots cartesianos',
            'Robot Grippers & End Effectors': 'Pinzas y efectores finales para robots',
          },
        },
        'Sensors & Transducers': {
          name: 'Sensores y transductores',
          subCategories: {
            'Proximity Sensors': 'Sensores de proximidad',
            'Photoelectric Sensors': 'Sensores fotoeléctricos',
            'Pressure Transducers': 'Transductores de presión',
            'Temperature Sensors': 'Sensores de temperatura',
            'Level Sensors': 'Sensores de nivel',
            'Flow Sensors': 'Sensores de flujo',
            'Ultrasonic Sensors': 'Sensores ultrasónicos',
            'Rotary Encoders': 'Encoders rotativos',
          },
        },
        'Motion Control': {
          name: 'Control de movimiento',
          subCategories: {
            'Servo Motors': 'Servomotores',
            'Servo Drives': 'Servoaccionamientos',
            'Stepper Motors': 'Motores paso a paso',
            'Stepper Drivers': 'Drivers para motores paso a paso',
            'Motion Controllers': 'Controladores de movimiento',
            'Linear Actuators': 'Actuadores lineales',
          },
        },
        'HMI & Operator Panels': {
          name: 'HMI y paneles de operador',
          subCategories: {
            'Touch Screen HMIs': 'HMI con pantalla táctil',
            'Text Displays': 'Visualizadores de texto',
            'Panel PCs': 'PC de panel',
            'Industrial Monitors': 'Monitores industriales',
            'Operator Keypads': 'Teclados de operador',
          },
        },
        Pneumatics: {
          name: 'Neumática',
          subCategories: {
            'Pneumatic Cylinders': 'Cilindros neumáticos',
            'Solenoid Valves': 'Electroválvulas',
            'Air Preparation Units': 'Unidades de mantenimiento de aire (FRL)',
            'Pneumatic Fittings': 'Conexiones neumáticas',
            'Vacuum Generators': 'Generadores de vacío',
            'Pneumatic Tubing': 'Tubería neumática',
          },
        },
        'Machine Vision': {
          name: 'Visión artificial',
          subCategories: {
            'Smart Cameras': 'Cámaras inteligentes',
            'Vision Sensors': 'Sensores de visión',
            'Industrial Cameras': 'Cámaras industriales',
            'Machine Vision Lighting': 'Iluminación para visión artificial',
            'Barcode Readers': 'Lectores de código de barras',
            'Vision Software': 'Software de visión artificial',
          },
        },
        'Industrial Networking': {
          name: 'Redes industriales',
          subCategories: {
            'Industrial Ethernet Switches': 'Switches Ethernet industriales',
            'Fieldbus Modules': 'Módulos de bus de campo',
            'Industrial Routers': 'Enrutadores industriales',
            'Protocol Gateways': 'Pasarelas de protocolo (gateways)',
            'Industrial Wireless Devices': 'Dispositivos inalámbricos industriales',
          },
        },
        'SCADA & Industrial Software': {
          name: 'SCADA y software industrial',
          subCategories: {
            'SCADA Systems': 'Sistemas SCADA',
            'MES Software': 'Software MES',
            'Historian Software': 'Historiadores de datos de proceso',
            'Remote Monitoring Systems': 'Sistemas de monitoreo remoto',
          },
        },
      },
    },
    '0002': {
      name: 'Electrónica y TI',
      description:
        'Adquiera componentes electrónicos, tarjetas de circuito impreso, hardware de cómputo, equipos de red y electrónica de consumo de proveedores verificados, además de instrumentos de prueba, sistemas de seguridad y el software y los servicios de TI que mantienen conectadas a las empresas.',
      categories: {
        'Electronic Components': {
          name: 'Componentes electrónicos',
          subCategories: {
            Resistors: 'Resistencias',
            Capacitors: 'Capacitores',
            Inductors: 'Inductores',
            Diodes: 'Diodos',
            Transistors: 'Transistores',
            Connectors: 'Conectores',
            'Crystals & Oscillators': 'Cristales y osciladores',
            Fuses: 'Fusibles',
            Relays: 'Relés',
          },
        },
        'Integrated Circuits': {
          name: 'Circuitos integrados',
          subCategories: {
            Microcontrollers: 'Microcontroladores',
            'Memory Chips': 'Chips de memoria',
            'Power Management ICs': 'CI de gestión de energía',
            'Analog ICs': 'CI analógicos',
            FPGAs: 'FPGA',
            'Interface ICs': 'CI de interfaz',
          },
        },
        'PCB & PCBA': {
          name: 'PCB y PCBA',
          subCategories: {
            'Rigid PCBs': 'PCB rígidas',
            'Flexible PCBs': 'PCB flexibles',
            'Rigid-Flex PCBs': 'PCB rígido-flexibles',
            'HDI PCBs': 'PCB HDI',
            'PCB Assembly Services': 'Servicios de ensamble de PCB',
          },
        },
        'Computer Hardware': {
          name: 'Hardware de cómputo',
          subCategories: {
            'Desktop Computers': 'Computadoras de escritorio',
            Laptops: 'Computadoras portátiles',
            Servers: 'Servidores',
            Motherboards: 'Tarjetas madre',
            'Graphics Cards': 'Tarjetas de video',
            'Storage Drives': 'Unidades de almacenamiento',
            'Computer Peripherals': 'Periféricos de computadora',
          },
        },
        'Networking Equipment': {
          name: 'Equipos de red',
          subCategories: {
            Routers: 'Enrutadores',
            'Network Switches': 'Switches de red',
            'Wireless Access Points': 'Puntos de acceso inalámbrico',
            Firewalls: 'Cortafuegos',
            'Network Cables': 'Cables de red',
            'Fiber Optic Transceivers': 'Transceptores de fibra óptica',
          },
        },
        'Displays & Screens': {
          name: 'Pantallas y displays',
          subCategories: {
            'LCD Modules': 'Módulos LCD',
            'OLED Displays': 'Pantallas OLED',
            'LED Display Panels': 'Paneles de pantalla LED',
            'Touch Screens': 'Pantallas táctiles',
            'Digital Signage': 'Señalización digital',
          },
        },
        'Consumer Electronics': {
          name: 'Electrónica de consumo',
          subCategories: {
            Smartphones: 'Teléfonos inteligentes',
            Tablets: 'Tabletas',
            'Headphones & Earbuds': 'Audífonos y auriculares',
            'Bluetooth Speakers': 'Bocinas y parlantes Bluetooth',
            'Smart Watches': 'Relojes inteligentes',
            Televisions: 'Televisores',
          },
        },
        'Security & Surveillance': {
          name: 'Seguridad y vigilancia',
          subCategories: {
            'CCTV Cameras': 'Cámaras CCTV',
            'IP Cameras': 'Cámaras IP',
            'Video Recorders': 'Grabadores de video (DVR/NVR)',
            'Access Control Systems': 'Sistemas de control de acceso',
            'Alarm Systems': 'Sistemas de alarma',
            'Video Intercoms': 'Videoporteros',
          },
        },
        'Test & Measurement': {
          name: 'Prueba y medición',
          subCategories: {
            Oscilloscopes: 'Osciloscopios',
            Multimeters: 'Multímetros',
            'Signal Generators': 'Generadores de señales',
            'Spectrum Analyzers': 'Analizadores de espectro',
            'Bench Power Supplies': 'Fuentes de alimentación de banco',
            'Logic Analyzers': 'Analizadores lógicos',
          },
        },
        'Software & IT Services': {
          name: 'Software y servicios de TI',
          subCategories: {
            'ERP Software': 'Software ERP',
            'Cloud Services': 'Servicios en la nube',
            'Custom Software Development': 'Desarrollo de software a la medida',
            'IT Outsourcing': 'Outsourcing de TI',
            'Cybersecurity Services': 'Servicios de ciberseguridad',
          },
        },
      },
    },
    '0003': {
      name: 'Energía',
      description:
        'Conéctese con proveedores de sistemas solares y eólicos, baterías y almacenamiento de energía, generadores, equipos de distribución eléctrica y cargadores para vehículos eléctricos, además de cables y equipos para petróleo y gas destinados a proyectos energéticos de servicios públicos, comerciales e industriales.',
      categories: {
        'Solar Energy': {
          name: 'Energía solar',
          subCategories: {
            'Solar Panels': 'Paneles solares',
            'Solar Inverters': 'Inversores solares',
            'Solar Charge Controllers': 'Controladores de carga solar',
            'Solar Mounting Systems': 'Estructuras de montaje solar',
            'Solar Water Heaters': 'Calentadores solares de agua',
            'Solar Street Lights': 'Alumbrado público solar',
          },
        },
        'Wind Energy': {
          name: 'Energía eólica',
          subCategories: {
            'Horizontal Axis Wind Turbines': 'Aerogeneradores de eje horizontal',
            'Vertical Axis Wind Turbines': 'Aerogeneradores de eje vertical',
            'Wind Turbine Blades': 'Palas de aerogenerador',
            'Wind Turbine Controllers': 'Controladores de aerogeneradores',
          },
        },
        'Batteries & Energy Storage': {
          name: 'Baterías y almacenamiento de energía',
          subCategories: {
            'Lithium-Ion Batteries': 'Baterías de ion de litio',
            'Lead-Acid Batteries': 'Baterías de plomo-ácido',
            'Battery Energy Storage Systems': 'Sistemas de almacenamiento de energía en baterías (BESS)',
            'Battery Management Systems': 'Sistemas de gestión de baterías (BMS)',
            'Battery Packs': 'Paquetes de baterías',
            'Portable Power Stations': 'Estaciones de energía portátiles',
          },
        },
        Generators: {
          name: 'Generadores eléctricos',
          subCategories: {
            'Diesel Generators': 'Generadores diésel',
            'Gas Generators': 'Generadores a gas',
            'Portable Generators': 'Generadores portátiles',
            'Inverter Generators': 'Generadores inverter',
            'Standby Generators': 'Generadores de respaldo',
          },
        },
        'Power Distribution': {
          name: 'Distribución eléctrica',
          subCategories: {
            Switchgear: 'Celdas y tableros de maniobra (switchgear)',
            'Distribution Transformers': 'Transformadores de distribución',
            'Circuit Breakers': 'Interruptores automáticos (breakers)',
            'Distribution Boards': 'Tableros de distribución',
            'Busbar Systems': 'Sistemas de barras colectoras',
            'Electricity Meters': 'Medidores de energía eléctrica',
          },
        },
        'Cables & Wires': {
          name: 'Cables y alambres',
          subCategories: {
            'Power Cables': 'Cables de potencia',
            'Building Wires': 'Cables para edificación',
            'Overhead Conductors': 'Conductores aéreos',
            'Solar Cables': 'Cables solares',
            'Cable Accessories': 'Accesorios para cables',
          },
        },
        'Oil & Gas Equipment': {
          name: 'Equipos para petróleo y gas',
          subCategories: {
            'Drilling Equipment': 'Equipos de perforación',
            'Wellhead Equipment': 'Equipos de cabezal de pozo',
            'Pipeline Valves': 'Válvulas para oleoductos y gasoductos',
            'Oilfield Pumps': 'Bombas para campos petroleros',
            'Oil & Gas Separators': 'Separadores de petróleo y gas',
          },
        },
        'EV Charging': {
          name: 'Carga de vehículos eléctricos',
          subCategories: {
            'AC Charging Stations': 'Estaciones de carga de CA',
            'DC Fast Chargers': 'Cargadores rápidos de CC',
            'Portable EV Chargers': 'Cargadores portátiles para vehículos eléctricos',
            'Charging Cables & Connectors': 'Cables y conectores de carga',
          },
        },
      },
    },
    '0004': {
      name: 'Tecnología industrial',
      description:
        'Explore bombas, válvulas y compresores industriales, equipos de soldadura, sistemas de calefacción y enfriamiento, manejo de materiales y soluciones de filtración de fabricantes que atienden a plantas de proceso, talleres e industria pesada.',
      categories: {
        'Industrial Pumps': {
          name: 'Bombas industriales',
          subCategories: {
            'Centrifugal Pumps': 'Bombas centrífugas',
            'Submersible Pumps': 'Bombas sumergibles',
            'Diaphragm Pumps': 'Bombas de diafragma',
            'Gear Pumps': 'Bombas de engranajes',
            'Vacuum Pumps': 'Bombas de vacío',
            'Dosing Pumps': 'Bombas dosificadoras',
          },
        },
        'Industrial Valves': {
          name: 'Válvulas industriales',
          subCategories: {
            'Ball Valves': 'Válvulas de bola',
            'Gate Valves': 'Válvulas de compuerta',
            'Butterfly Valves': 'Válvulas de mariposa',
            'Check Valves': 'Válvulas de retención (check)',
            'Globe Valves': 'Válvulas de globo',
            'Control Valves': 'Válvulas de control',
          },
        },
        'Air Compressors': {
          name: 'Compresores de aire',
          subCategories: {
            'Screw Air Compressors': 'Compresores de tornillo',
            'Piston Air Compressors': 'Compresores de pistón',
            'Oil-Free Air Compressors': 'Compresores libres de aceite',
            'Compressed Air Dryers': 'Secadores de aire comprimido',
          },
        },
        'Welding & Cutting': {
          name: 'Soldadura y corte',
          subCategories: {
            'Stick Welders': 'Soldadoras de electrodo revestido',
            'MIG Welders': 'Soldadoras MIG',
            'TIG Welders': 'Soldadoras TIG',
            'Plasma Cutters': 'Cortadoras de plasma',
            'Laser Welding Machines': 'Máquinas de soldadura láser',
            'Welding Consumables': 'Consumibles de soldadura',
          },
        },
        'Industrial Heating & Cooling': {
          name: 'Calefacción y enfriamiento industrial',
          subCategories: {
            'Industrial Chillers': 'Enfriadores industriales (chillers)',
            'Cooling Towers': 'Torres de enfriamiento',
            'Heat Exchangers': 'Intercambiadores de calor',
            'Industrial Boilers': 'Calderas industriales',
            'Industrial Ovens': 'Hornos industriales',
          },
        },
        'Material Handling': {
          name: 'Manejo de materiales',
          subCategories: {
            Forklifts: 'Montacargas',
            'Pallet Jacks': 'Transpaletas',
            Conveyors: 'Transportadores',
            Hoists: 'Polipastos',
            'Overhead Cranes': 'Puentes grúa',
            'Automated Guided Vehicles': 'Vehículos de guiado automático (AGV)',
          },
        },
        'Filtration & Separation': {
          name: 'Filtración y separación',
          subCategories: {
            'Industrial Filters': 'Filtros industriales',
            'Dust Collectors': 'Colectores de polvo',
            'Water Treatment Systems': 'Sistemas de tratamiento de agua',
            'Industrial Centrifuges': 'Centrífugas industriales',
            'Oil Water Separators': 'Separadores de agua y aceite',
          },
        },
      },
    },
    '0005': {
      name: 'Maquinaria',
      description:
        'Descubra maquinaria de producción para todos los sectores: máquinas CNC y láser, equipos para lámina metálica, plásticos, empaque, procesamiento de alimentos, textiles e impresión, así como maquinaria de construcción y agrícola de fabricantes consolidados.',
      categories: {
        'CNC Machines': {
          name: 'Máquinas CNC',
          subCategories: {
            'CNC Lathes': 'Tornos CNC',
            'CNC Milling Machines': 'Fresadoras CNC',
            'Machining Centers': 'Centros de maquinado',
            'CNC Routers': 'Routers CNC',
            'CNC Grinding Machines': 'Rectificadoras CNC',
            'EDM Machines': 'Máquinas de electroerosión (EDM)',
          },
        },
        'Laser Machines': {
          name: 'Máquinas láser',
          subCategories: {
            'Laser Cutting Machines': 'Máquinas de corte láser',
            'Laser Engraving Machines': 'Máquinas de grabado láser',
            'Laser Marking Machines': 'Máquinas de marcado láser',
            'Laser Cleaning Machines': 'Máquinas de limpieza láser',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Maquinaria para lámina metálica',
          subCategories: {
            'Press Brakes': 'Prensas plegadoras',
            'Shearing Machines': 'Cizallas',
            'Punching Machines': 'Punzonadoras',
            'Plate Rolling Machines': 'Roladoras de placa',
            'Pipe Bending Machines': 'Dobladoras de tubo',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Maquinaria para plástico y caucho',
          subCategories: {
            'Injection Molding Machines': 'Inyectoras de plástico',
            'Extrusion Machines': 'Extrusoras',
            'Blow Molding Machines': 'Sopladoras',
            'Thermoforming Machines': 'Termoformadoras',
            'Plastic Recycling Machines': 'Máquinas de reciclaje de plástico',
          },
        },
        'Packaging Machinery': {
          name: 'Maquinaria de empaque',
          subCategories: {
            'Filling Machines': 'Llenadoras',
            'Sealing Machines': 'Selladoras',
            'Capping Machines': 'Tapadoras',
            'Labeling Machines': 'Etiquetadoras',
            'Wrapping Machines': 'Envolvedoras',
            'Cartoning Machines': 'Encartonadoras',
            'Vacuum Packaging Machines': 'Empacadoras al vacío',
          },
        },
        'Food Processing Machinery': {
          name: 'Maquinaria para procesamiento de alimentos',
          subCategories: {
            'Bakery Equipment': 'Equipos de panadería',
            'Meat Processing Machines': 'Máquinas para procesamiento de carne',
            'Beverage Processing Equipment': 'Equipos para procesamiento de bebidas',
            'Fruit & Vegetable Processing Machines': 'Máquinas para procesamiento de frutas y verduras',
            'Dairy Processing Equipment': 'Equipos para procesamiento de lácteos',
          },
        },
        'Construction Machinery': {
          name: 'Maquinaria de construcción',
          subCategories: {
            Excavators: 'Excavadoras',
            'Wheel Loaders': 'Cargadores frontales',
            Bulldozers: 'Tractores de oruga (topadoras)',
            'Concrete Mixers': 'Mezcladoras de concreto',
            'Road Rollers': 'Rodillos compactadores',
            'Tower Cranes': 'Grúas torre',
          },
        },
        'Agricultural Machinery': {
          name: 'Maquinaria agrícola',
          subCategories: {
            Tractors: 'Tractores',
            'Combine Harvesters': 'Cosechadoras',
            'Seeders & Planters': 'Sembradoras',
            'Crop Sprayers': 'Fumigadoras agrícolas',
            'Rotary Tillers': 'Cultivadores rotativos',
            'Irrigation Equipment': 'Equipos de riego',
          },
        },
        'Textile Machinery': {
          name: 'Maquinaria textil',
          subCategories: {
            'Spinning Machines': 'Máquinas de hilatura',
            'Weaving Machines': 'Telares',
            'Knitting Machines': 'Máquinas tejedoras de punto',
            'Industrial Sewing Machines': 'Máquinas de coser industriales',
            'Embroidery Machines': 'Bordadoras',
          },
        },
        'Printing Machinery': {
          name: 'Maquinaria de impresión',
          subCategories: {
            'Offset Printing Machines': 'Prensas offset',
            'Digital Printing Machines': 'Impresoras digitales',
            'Flexographic Printing Machines': 'Máquinas de impresión flexográfica',
            'Screen Printing Machines': 'Máquinas de serigrafía',
            'Industrial 3D Printers': 'Impresoras 3D industriales',
          },
        },
      },
    },
    '0006': {
      name: 'Transmisión de potencia',
      description:
        'Consiga las piezas mecánicas y eléctricas que mueven las máquinas: rodamientos, engranajes y reductores, motores eléctricos, variadores, bandas, cadenas, acoplamientos, embragues y componentes de movimiento lineal de fabricantes y distribuidores especializados.',
      categories: {
        Bearings: {
          name: 'Rodamientos',
          subCategories: {
            'Ball Bearings': 'Rodamientos de bolas',
            'Roller Bearings': 'Rodamientos de rodillos',
            'Needle Bearings': 'Rodamientos de agujas',
            'Thrust Bearings': 'Rodamientos axiales',
            'Pillow Block Bearings': 'Chumaceras',
            'Linear Bearings': 'Rodamientos lineales',
            'Slewing Bearings': 'Coronas de giro',
          },
        },
        'Gears & Gearboxes': {
          name: 'Engranajes y reductores',
          subCategories: {
            'Spur Gears': 'Engranajes rectos',
            'Helical Gears': 'Engranajes helicoidales',
            'Bevel Gears': 'Engranajes cónicos',
            'Worm Gearboxes': 'Reductores de tornillo sinfín',
            'Planetary Gearboxes': 'Reductores planetarios',
            'Helical Gearboxes': 'Reductores helicoidales',
          },
        },
        'Electric Motors': {
          name: 'Motores eléctricos',
          subCategories: {
            'AC Induction Motors': 'Motores de inducción de CA',
            'DC Motors': 'Motores de CC',
            'Brushless DC Motors': 'Motores de CC sin escobillas (BLDC)',
            'Gear Motors': 'Motorreductores',
            'Explosion-Proof Motors': 'Motores a prueba de explosión',
          },
        },
        'Variable Frequency Drives': {
          name: 'Variadores de frecuencia',
          subCategories: {
            'Low Voltage Drives': 'Variadores de baja tensión',
            'Medium Voltage Drives': 'Variadores de media tensión',
            'DC Drives': 'Variadores de CC',
            'Soft Starters': 'Arrancadores suaves',
          },
        },
        'Belts & Pulleys': {
          name: 'Bandas y poleas',
          subCategories: {
            'V-Belts': 'Bandas en V',
            'Timing Belts': 'Bandas dentadas',
            'Flat Belts': 'Bandas planas',
            'V-Belt Pulleys': 'Poleas para bandas en V',
            'Timing Pulleys': 'Poleas dentadas',
          },
        },
        'Chains & Sprockets': {
          name: 'Cadenas y piñones',
          subCategories: {
            'Roller Chains': 'Cadenas de rodillos',
            'Conveyor Chains': 'Cadenas transportadoras',
            'Leaf Chains': 'Cadenas de placas',
            'Engineering Chains': 'Cadenas de ingeniería',
            Sprockets: 'Piñones para cadena',
          },
        },
        Couplings: {
          name: 'Acoplamientos',
          subCategories: {
            'Jaw Couplings': 'Acoplamientos de mordaza',
            'Gear Couplings': 'Acoplamientos de engranajes',
            'Disc Couplings': 'Acoplamientos de disco',
            'Grid Couplings': 'Acoplamientos de rejilla',
            'Fluid Couplings': 'Acoplamientos hidráulicos',
            'Rigid Couplings': 'Acoplamientos rígidos',
          },
        },
        'Clutches & Brakes': {
          name: 'Embragues y frenos',
          subCategories: {
            'Electromagnetic Clutches': 'Embragues electromagnéticos',
            'Electromagnetic Brakes': 'Frenos electromagnéticos',
            'Industrial Disc Brakes': 'Frenos de disco industriales',
            'Torque Limiters': 'Limitadores de torque',
          },
        },
        'Linear Motion': {
          name: 'Movimiento lineal',
          subCategories: {
            'Linear Guides': 'Guías lineales',
            'Ball Screws': 'Husillos de bolas',
            'Lead Screws': 'Husillos trapezoidales',
            'Linear Modules': 'Módulos lineales',
          },
        },
      },
    },
    '0007': {
      name: 'Ropa y confección',
      description:
        'Encuentre fabricantes y mayoristas de ropa para hombre, mujer y niños, ropa deportiva, ropa de trabajo, ropa interior, prendas de abrigo y mezclilla, junto con las telas e hilados con que se producen, con opciones de fabricación OEM y marca propia.',
      categories: {
        "Men's Clothing": {
          name: 'Ropa para hombre',
          subCategories: {
            "Men's Shirts": 'Camisas para hombre',
            "Men's T-Shirts": 'Camisetas y playeras para hombre',
            "Men's Trousers": 'Pantalones para hombre',
            "Men's Suits": 'Trajes para hombre',
            "Men's Jackets": 'Chaquetas para hombre',
            "Men's Sweaters": 'Suéteres para hombre',
          },
        },
        "Women's Clothing": {
          name: 'Ropa para mujer',
          subCategories: {
            Dresses: 'Vestidos',
            'Blouses & Tops': 'Blusas y tops',
            Skirts: 'Faldas',
            "Women's Trousers": 'Pantalones para mujer',
            "Women's Jackets": 'Chaquetas para mujer',
            "Women's Knitwear": 'Prendas de punto para mujer',
          },
        },
        "Children's Clothing": {
          name: 'Ropa infantil',
          subCategories: {
            "Boys' Clothing": 'Ropa para niños',
            "Girls' Clothing": 'Ropa para niñas',
            'School Uniforms': 'Uniformes escolares',
            "Children's Outerwear": 'Prendas de abrigo infantiles',
          },
        },
        Sportswear: {
          name: 'Ropa deportiva',
          subCategories: {
            'Yoga Wear': 'Ropa de yoga',
            'Running Apparel': 'Ropa para correr',
            'Team Uniforms': 'Uniformes deportivos de equipo',
            Tracksuits: 'Conjuntos deportivos',
            'Compression Wear': 'Ropa de compresión',
            'Cycling Apparel': 'Ropa de ciclismo',
            Swimwear: 'Trajes de baño',
          },
        },
        'Workwear & Uniforms': {
          name: 'Ropa de trabajo y uniformes',
          subCategories: {
            Coveralls: 'Overoles',
            'High-Visibility Clothing': 'Ropa de alta visibilidad',
            'Flame-Resistant Clothing': 'Ropa resistente al fuego',
            'Chef Uniforms': 'Uniformes de chef',
            'Medical Scrubs': 'Uniformes médicos',
            'Corporate Uniforms': 'Uniformes corporativos',
          },
        },
        'Underwear & Sleepwear': {
          name: 'Ropa interior y de dormir',
          subCategories: {
            Bras: 'Sostenes y brasieres',
            'Briefs & Boxers': 'Calzoncillos y bóxers',
            Lingerie: 'Lencería',
            Shapewear: 'Fajas moldeadoras',
            Pajamas: 'Pijamas',
            'Socks & Hosiery': 'Calcetines y medias',
          },
        },
        Outerwear: {
          name: 'Prendas de abrigo',
          subCategories: {
            'Down Jackets': 'Chaquetas de plumón',
            Parkas: 'Parkas',
            Raincoats: 'Impermeables',
            Windbreakers: 'Rompevientos',
            'Wool Coats': 'Abrigos de lana',
          },
        },
        Denim: {
          name: 'Mezclilla (denim)',
          subCategories: {
            Jeans: 'Pantalones de mezclilla (jeans)',
            'Denim Jackets': 'Chaquetas de mezclilla',
            'Denim Shorts': 'Shorts de mezclilla',
            'Denim Skirts': 'Faldas de mezclilla',
          },
        },
        'Textiles & Fabrics': {
          name: 'Textiles y telas',
          subCategories: {
            'Cotton Fabrics': 'Telas de algodón',
            'Polyester Fabrics': 'Telas de poliéster',
            'Knitted Fabrics': 'Tejidos de punto',
            'Denim Fabrics': 'Telas de mezclilla',
            'Silk Fabrics': 'Telas de seda',
            'Linen Fabrics': 'Telas de lino',
            Yarns: 'Hilados',
          },
        },
      },
    },
    '0008': {
      name: 'Mundo bebé',
      description:
        'Consiga ropa de bebé, productos de alimentación y para el cambio de pañal, carriolas, sillas de auto, muebles para el cuarto del bebé, juguetes y artículos de seguridad de fabricantes que cumplen las normas internacionales de seguridad infantil, listos para minoristas, distribuidores y marcas propias.',
      categories: {
        'Baby Clothing': {
          name: 'Ropa de bebé',
          subCategories: {
            Bodysuits: 'Bodies y pañaleros',
            Rompers: 'Mamelucos',
            'Baby Sleepsuits': 'Pijamas para bebé',
            'Baby Hats & Mittens': 'Gorros y mitones para bebé',
            'Baby Socks': 'Calcetines para bebé',
          },
        },
        'Feeding Products': {
          name: 'Productos de alimentación',
          subCategories: {
            'Baby Bottles': 'Biberones',
            Pacifiers: 'Chupetes',
            'Breast Pumps': 'Extractores de leche',
            Bibs: 'Baberos',
            'Baby Tableware': 'Vajilla infantil',
            'Bottle Sterilizers': 'Esterilizadores de biberones',
          },
        },
        Diapering: {
          name: 'Cambio de pañal',
          subCategories: {
            'Disposable Diapers': 'Pañales desechables',
            'Cloth Diapers': 'Pañales de tela',
            'Baby Wipes': 'Toallitas húmedas',
            'Changing Mats': 'Cambiadores portátiles',
            'Diaper Bags': 'Pañaleras',
          },
        },
        'Baby Gear': {
          name: 'Artículos de paseo y equipo para bebé',
          subCategories: {
            Strollers: 'Carriolas y cochecitos',
            'Car Seats': 'Sillas de auto para bebé',
            'Baby Carriers': 'Portabebés',
            'High Chairs': 'Sillas altas para bebé',
            'Baby Walkers': 'Andaderas',
            'Bouncers & Swings': 'Mecedoras y columpios para bebé',
          },
        },
        'Nursery Furniture': {
          name: 'Muebles para el cuarto del bebé',
          subCategories: {
            'Cribs & Cots': 'Cunas',
            Bassinets: 'Moisés y cuneros',
            'Changing Tables': 'Mesas cambiadoras',
            'Crib Mattresses': 'Colchones para cuna',
            Playpens: 'Corrales para bebé',
            'Nursery Storage': 'Organizadores para el cuarto del bebé',
          },
        },
        'Baby Toys': {
          name: 'Juguetes para bebé',
          subCategories: {
            'Educational Toys': 'Juguetes didácticos',
            'Plush Toys': 'Peluches',
            'Teethers & Rattles': 'Mordederas y sonajeros',
            'Activity Gyms': 'Gimnasios de actividades',
            'Bath Toys': 'Juguetes para el baño',
            'Stacking Toys': 'Juguetes apilables',
          },
        },
        'Baby Care & Safety': {
          name: 'Cuidado y seguridad del bebé',
          subCategories: {
            'Baby Monitors': 'Monitores para bebé',
            'Safety Gates': 'Rejas de seguridad para bebé',
            'Baby Thermometers': 'Termómetros para bebé',
            'Baby Skin Care': 'Cuidado de la piel del bebé',
            'Baby Bathtubs': 'Bañeras y tinas para bebé',
            'Nasal Aspirators': 'Aspiradores nasales',
          },
        },
      },
    },
    '0009': {
      name: 'Belleza y cuidado personal',
      description:
        'Explore productos para el cuidado de la piel y del cabello, maquillaje, fragancias, productos para uñas y de cuidado personal, además de aparatos de belleza, equipos para salones y spas y envases cosméticos de fabricantes que ofrecen producción OEM, ODM y de marca propia.',
      categories: {
        'Skin Care': {
          name: 'Cuidado de la piel',
          subCategories: {
            'Facial Cleansers': 'Limpiadores faciales',
            Toners: 'Tónicos faciales',
            Serums: 'Sérums',
            Moisturizers: 'Cremas hidratantes',
            'Eye Creams': 'Contornos de ojos',
            Sunscreens: 'Protectores solares',
            'Face Masks': 'Mascarillas faciales',
          },
        },
        'Hair Care': {
          name: 'Cuidado del cabello',
          subCategories: {
            Shampoos: 'Champús',
            Conditioners: 'Acondicionadores',
            'Hair Oils': 'Aceites capilares',
            'Hair Dyes': 'Tintes para el cabello',
            'Hair Styling Products': 'Productos para peinar',
            'Hair Treatments': 'Tratamientos capilares',
          },
        },
        Makeup: {
          name: 'Maquillaje',
          subCategories: {
            Foundations: 'Bases de maquillaje',
            'Makeup Primers': 'Prebases de maquillaje (primers)',
            Lipsticks: 'Labiales',
            Mascaras: 'Máscaras de pestañas',
            Eyeliners: 'Delineadores de ojos',
            Eyeshadows: 'Sombras de ojos',
            Blushes: 'Rubores',
          },
        },
        Fragrances: {
          name: 'Fragancias',
          subCategories: {
            Perfumes: 'Perfumes',
            Colognes: 'Colonias',
            'Body Mists': 'Brumas corporales',
            Deodorants: 'Desodorantes',
            'Fragrance Oils': 'Aceites de fragancia',
          },
        },
        'Nail Care': {
          name: 'Cuidado de uñas',
          subCategories: {
            'Nail Polish': 'Esmaltes de uñas',
            'Gel Polish': 'Esmaltes en gel',
            'Artificial Nails': 'Uñas postizas',
            'Nail Art Supplies': 'Insumos para decoración de uñas',
            'Nail Tools': 'Herramientas para uñas',
          },
        },
        'Personal Care': {
          name: 'Cuidado personal',
          subCategories: {
            'Body Wash': 'Geles de baño',
            'Body Lotions': 'Lociones corporales',
            Soaps: 'Jabones',
            'Oral Care': 'Cuidado bucal',
            'Shaving Products': 'Productos para afeitar',
            'Feminine Care': 'Higiene femenina',
          },
        },
        'Beauty Tools & Devices': {
          name: 'Herramientas y aparatos de belleza',
          subCategories: {
            'Makeup Brushes': 'Brochas de maquillaje',
            'Eyelash Curlers': 'Rizadores de pestañas',
            'Hair Dryers': 'Secadoras de cabello',
            'Hair Straighteners': 'Planchas alisadoras',
            'Facial Cleansing Devices': 'Aparatos de limpieza facial',
            Epilators: 'Depiladoras eléctricas',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Equipos para salón y spa',
          subCategories: {
            'Salon Chairs': 'Sillones de peluquería',
            'Pedicure Chairs': 'Sillones de pedicura',
            'Spa Beds': 'Camillas de spa',
            'Facial Steamers': 'Vaporizadores faciales',
            'Salon Trolleys': 'Carritos auxiliares para salón',
          },
        },
        'Cosmetic Packaging': {
          name: 'Envases cosméticos',
          subCategories: {
            'Cosmetic Bottles': 'Botellas para cosméticos',
            'Cosmetic Jars': 'Frascos para cosméticos',
            'Airless Pump Bottles': 'Botellas airless',
            'Lipstick Tubes': 'Tubos de labial',
            'Compact Cases': 'Estuches compactos',
          },
        },
      },
    },
    '0010': {
      name: 'Accesorios de moda',
      description:
        'Explore relojes, joyería, bolsos, lentes, calzado, cinturones, sombreros, bufandas y accesorios para el cabello de fábricas y mayoristas que abastecen a boutiques, tiendas departamentales, vendedores en línea y marcas que buscan una producción confiable de accesorios de moda.',
      categories: {
        Watches: {
          name: 'Relojes',
          subCategories: {
            'Quartz Watches': 'Relojes de cuarzo',
            'Mechanical Watches': 'Relojes mecánicos',
            'Sports Watches': 'Relojes deportivos',
            'Luxury Watches': 'Relojes de lujo',
            'Watch Straps': 'Correas para reloj',
          },
        },
        Jewelry: {
          name: 'Joyería',
          subCategories: {
            'Fine Jewelry': 'Joyería fina',
            'Fashion Jewelry': 'Bisutería',
            Necklaces: 'Collares',
            Earrings: 'Aretes',
            Rings: 'Anillos',
            Bracelets: 'Pulseras',
          },
        },
        'Bags & Wallets': {
          name: 'Bolsos y billeteras',
          subCategories: {
            Handbags: 'Bolsos de mano',
            'Tote Bags': 'Bolsas tote',
            'Crossbody Bags': 'Bolsos cruzados',
            Backpacks: 'Mochilas',
            Clutches: 'Bolsos de fiesta (clutch)',
            Wallets: 'Billeteras',
          },
        },
        Eyewear: {
          name: 'Lentes y anteojos',
          subCategories: {
            Sunglasses: 'Lentes de sol',
            'Optical Frames': 'Armazones ópticos',
            'Reading Glasses': 'Lentes de lectura',
            'Contact Lenses': 'Lentes de contacto',
            'Eyewear Cases': 'Estuches para lentes',
          },
        },
        Footwear: {
          name: 'Calzado',
          subCategories: {
            Sneakers: 'Tenis y zapatillas deportivas',
            'Leather Shoes': 'Zapatos de cuero',
            Boots: 'Botas',
            Sandals: 'Sandalias',
            Slippers: 'Pantuflas',
            'High Heels': 'Zapatos de tacón',
          },
        },
        Belts: {
          name: 'Cinturones',
          subCategories: {
            'Leather Belts': 'Cinturones de cuero',
            'Canvas Belts': 'Cinturones de lona',
            'Braided Belts': 'Cinturones trenzados',
            'Belt Buckles': 'Hebillas para cinturón',
          },
        },
        'Hats & Caps': {
          name: 'Sombreros y gorras',
          subCategories: {
            'Baseball Caps': 'Gorras de béisbol',
            Beanies: 'Gorros tejidos',
            'Sun Hats': 'Sombreros para el sol',
            'Bucket Hats': 'Gorros pescadores',
            Fedoras: 'Sombreros fedora',
          },
        },
        'Scarves & Gloves': {
          name: 'Bufandas y guantes',
          subCategories: {
            'Silk Scarves': 'Pañuelos de seda',
            'Wool Scarves': 'Bufandas de lana',
            Shawls: 'Chales',
            'Winter Gloves': 'Guantes de invierno',
            'Leather Gloves': 'Guantes de cuero',
          },
        },
        'Hair Accessories': {
          name: 'Accesorios para el cabello',
          subCategories: {
            'Hair Clips': 'Pinzas para el cabello',
            Headbands: 'Diademas',
            'Hair Ties': 'Ligas para el cabello',
            'Hair Pins': 'Horquillas y pasadores',
            Scrunchies: 'Coleteros de tela',
          },
        },
      },
    },
    '0011': {
      name: 'Alimentos y agricultura',
      description:
        'Compre frutas y verduras frescas, granos, carnes y mariscos, lácteos, bebidas, alimentos envasados, aceites comestibles, frutos secos y especias directamente a productores, procesadores y exportadores, además de semillas, fertilizantes y alimento para animales para la producción agropecuaria.',
      categories: {
        'Fresh Produce': {
          name: 'Frutas y verduras frescas',
          subCategories: {
            'Fresh Fruits': 'Frutas frescas',
            'Fresh Vegetables': 'Verduras frescas',
            Mushrooms: 'Hongos y champiñones',
            'Fresh Herbs': 'Hierbas frescas',
          },
        },
        'Grains & Cereals': {
          name: 'Granos y cereales',
          subCategories: {
            Rice: 'Arroz',
            Wheat: 'Trigo',
            Corn: 'Maíz',
            Barley: 'Cebada',
            Oats: 'Avena',
            Quinoa: 'Quinua',
          },
        },
        'Meat & Seafood': {
          name: 'Carnes y mariscos',
          subCategories: {
            Beef: 'Carne de res',
            Pork: 'Carne de cerdo',
            Poultry: 'Carne de aves',
            'Lamb & Mutton': 'Cordero y carnero',
            Fish: 'Pescado',
            'Shrimp & Shellfish': 'Camarones y moluscos',
          },
        },
        'Dairy & Eggs': {
          name: 'Lácteos y huevos',
          subCategories: {
            Milk: 'Leche',
            'Milk Powder': 'Leche en polvo',
            Cheese: 'Quesos',
            Butter: 'Mantequilla',
            Yogurt: 'Yogur',
            Eggs: 'Huevos',
          },
        },
        Beverages: {
          name: 'Bebidas',
          subCategories: {
            Coffee: 'Café',
            Tea: 'Té',
            'Fruit Juices': 'Jugos de fruta',
            'Soft Drinks': 'Refrescos y gaseosas',
            'Energy Drinks': 'Bebidas energéticas',
            'Bottled Water': 'Agua embotellada',
          },
        },
        'Packaged & Processed Food': {
          name: 'Alimentos envasados y procesados',
          subCategories: {
            'Canned Food': 'Alimentos enlatados',
            'Frozen Food': 'Alimentos congelados',
            Snacks: 'Botanas y snacks',
            Confectionery: 'Dulces y confitería',
            'Bakery Products': 'Productos de panadería',
            'Pasta & Noodles': 'Pastas y fideos',
            'Sauces & Condiments': 'Salsas y condimentos',
          },
        },
        'Edible Oils': {
          name: 'Aceites comestibles',
          subCategories: {
            'Olive Oil': 'Aceite de oliva',
            'Sunflower Oil': 'Aceite de girasol',
            'Palm Oil': 'Aceite de palma',
            'Soybean Oil': 'Aceite de soya',
            'Coconut Oil': 'Aceite de coco',
          },
        },
        'Nuts & Dried Fruits': {
          name: 'Frutos secos y frutas deshidratadas',
          subCategories: {
            Almonds: 'Almendras',
            Cashews: 'Nueces de la India (marañón)',
            Pistachios: 'Pistachos',
            Walnuts: 'Nueces',
            Dates: 'Dátiles',
            Raisins: 'Pasas',
          },
        },
        'Spices & Seasonings': {
          name: 'Especias y sazonadores',
          subCategories: {
            'Black Pepper': 'Pimienta negra',
            'Chili Powder': 'Chile en polvo',
            Turmeric: 'Cúrcuma',
            Cinnamon: 'Canela',
            Saffron: 'Azafrán',
            'Spice Blends': 'Mezclas de especias',
          },
        },
        'Agricultural Inputs': {
          name: 'Insumos agrícolas',
          subCategories: {
            Seeds: 'Semillas',
            Fertilizers: 'Fertilizantes',
            Pesticides: 'Plaguicidas',
            'Animal Feed': 'Alimentos para animales',
            Greenhouses: 'Invernaderos',
            'Irrigation Supplies': 'Materiales de riego',
          },
        },
      },
    },
    '0012': {
      name: 'Muebles',
      description:
        'Encuentre fabricantes de muebles para hogares, oficinas, hoteles y espacios exteriores: sofás, camas, comedores, escritorios, sillas de oficina, muebles de almacenamiento y mobiliario para proyectos, con diseños a la medida y producción en volumen para importadores y minoristas.',
      categories: {
        'Living Room Furniture': {
          name: 'Muebles de sala',
          subCategories: {
            Sofas: 'Sofás',
            Armchairs: 'Sillones',
            Recliners: 'Sillones reclinables',
            'Coffee Tables': 'Mesas de centro',
            'Side Tables': 'Mesas laterales',
            'TV Stands': 'Muebles para TV',
          },
        },
        'Bedroom Furniture': {
          name: 'Muebles de dormitorio',
          subCategories: {
            Beds: 'Camas',
            'Bunk Beds': 'Literas',
            Mattresses: 'Colchones',
            Wardrobes: 'Roperos y clósets',
            Nightstands: 'Mesas de noche',
            Dressers: 'Cómodas',
          },
        },
        'Dining Room Furniture': {
          name: 'Muebles de comedor',
          subCategories: {
            'Dining Tables': 'Mesas de comedor',
            'Dining Chairs': 'Sillas de comedor',
            'Dining Sets': 'Juegos de comedor',
            'Bar Stools': 'Bancos altos de bar',
            Sideboards: 'Aparadores',
          },
        },
        'Office Furniture': {
          name: 'Muebles de oficina',
          subCategories: {
            'Office Desks': 'Escritorios de oficina',
            'Office Chairs': 'Sillas de oficina',
            Workstations: 'Estaciones de trabajo',
            'Conference Tables': 'Mesas de juntas',
            'Filing Cabinets': 'Archiveros',
            'Reception Desks': 'Mostradores de recepción',
          },
        },
        'Outdoor Furniture': {
          name: 'Muebles de exterior',
          subCategories: {
            'Patio Sets': 'Juegos de terraza',
            'Garden Chairs': 'Sillas de jardín',
            'Sun Loungers': 'Camastros',
            'Outdoor Benches': 'Bancas de exterior',
            'Outdoor Umbrellas': 'Sombrillas de exterior',
            Hammocks: 'Hamacas',
          },
        },
        'Hotel & Commercial Furniture': {
          name: 'Muebles para hotelería y comercios',
          subCategories: {
            'Hotel Room Furniture': 'Muebles para habitaciones de hotel',
            'Restaurant Furniture': 'Muebles para restaurantes',
            'Lobby Furniture': 'Muebles para vestíbulos',
            'Banquet Tables': 'Mesas para banquetes',
          },
        },
        "Kids' Furniture": {
          name: 'Muebles infantiles',
          subCategories: {
            "Kids' Beds": 'Camas infantiles',
            "Kids' Desks": 'Escritorios infantiles',
            "Kids' Chairs": 'Sillas infantiles',
            'Toy Storage': 'Jugueteros',
          },
        },
        'Storage Furniture': {
          name: 'Muebles de almacenamiento',
          subCategories: {
            Bookcases: 'Libreros',
            'Shoe Racks': 'Zapateras',
            'Storage Cabinets': 'Gabinetes de almacenamiento',
            'Display Shelves': 'Vitrinas y estantes de exhibición',
          },
        },
      },
    },
    '0013': {
      name: 'Salud',
      description:
        'Adquiera equipos médicos, insumos, mobiliario hospitalario, productos de laboratorio y diagnóstico, insumos dentales, instrumental quirúrgico y dispositivos de salud personal de fabricantes certificados que atienden a hospitales, clínicas, farmacias y distribuidores del sector salud.',
      categories: {
        'Medical Equipment': {
          name: 'Equipos médicos',
          subCategories: {
            'Patient Monitors': 'Monitores de paciente',
            'ECG Machines': 'Electrocardiógrafos',
            'Ultrasound Scanners': 'Equipos de ultrasonido',
            'X-Ray Machines': 'Equipos de rayos X',
            'Infusion Pumps': 'Bombas de infusión',
            Ventilators: 'Ventiladores mecánicos',
            Defibrillators: 'Desfibriladores',
          },
        },
        'Medical Consumables': {
          name: 'Insumos médicos',
          subCategories: {
            Syringes: 'Jeringas',
            'Surgical Gloves': 'Guantes quirúrgicos',
            'Medical Face Masks': 'Cubrebocas y mascarillas médicas',
            'Bandages & Dressings': 'Vendas y apósitos',
            Catheters: 'Catéteres',
            'IV Sets': 'Equipos de venoclisis',
            'Cotton Swabs': 'Hisopos de algodón',
          },
        },
        'Hospital Furniture': {
          name: 'Mobiliario hospitalario',
          subCategories: {
            'Hospital Beds': 'Camas hospitalarias',
            'Examination Tables': 'Mesas de exploración',
            Stretchers: 'Camillas',
            'Medical Trolleys': 'Carros hospitalarios',
            'Bedside Cabinets': 'Burós y mesas de cabecera hospitalarias',
          },
        },
        'Laboratory & Diagnostics': {
          name: 'Laboratorio y diagnóstico',
          subCategories: {
            'Rapid Test Kits': 'Pruebas rápidas',
            'Laboratory Analyzers': 'Analizadores de laboratorio',
            'Laboratory Centrifuges': 'Centrífugas de laboratorio',
            Microscopes: 'Microscopios',
            'Laboratory Glassware': 'Material de vidrio para laboratorio',
            'Blood Collection Tubes': 'Tubos para toma de muestras de sangre',
          },
        },
        'Personal Health Devices': {
          name: 'Dispositivos de salud personal',
          subCategories: {
            'Blood Pressure Monitors': 'Tensiómetros (baumanómetros)',
            'Blood Glucose Meters': 'Glucómetros',
            'Digital Thermometers': 'Termómetros digitales',
            'Pulse Oximeters': 'Oxímetros de pulso',
            Nebulizers: 'Nebulizadores',
            'Hearing Aids': 'Aparatos auditivos',
          },
        },
        'Mobility & Rehabilitation': {
          name: 'Movilidad y rehabilitación',
          subCategories: {
            Wheelchairs: 'Sillas de ruedas',
            'Mobility Scooters': 'Scooters de movilidad',
            'Walking Aids': 'Andaderas y bastones',
            'Orthopedic Braces': 'Órtesis y férulas',
            'Physiotherapy Equipment': 'Equipos de fisioterapia',
          },
        },
        'Dental Supplies': {
          name: 'Insumos dentales',
          subCategories: {
            'Dental Chairs': 'Unidades dentales',
            'Dental Implants': 'Implantes dentales',
            'Dental Instruments': 'Instrumental dental',
            'Dental Materials': 'Materiales dentales',
            'Orthodontic Supplies': 'Insumos de ortodoncia',
          },
        },
        'Surgical Instruments': {
          name: 'Instrumental quirúrgico',
          subCategories: {
            'Scalpels & Blades': 'Bisturís y hojas',
            Forceps: 'Pinzas quirúrgicas',
            'Surgical Scissors': 'Tijeras quirúrgicas',
            Retractors: 'Separadores quirúrgicos',
            'Surgical Staplers': 'Engrapadoras quirúrgicas',
            'Electrosurgical Units': 'Unidades de electrocirugía',
          },
        },
        'Pharmaceuticals & Supplements': {
          name: 'Productos farmacéuticos y suplementos',
          subCategories: {
            'Generic Drugs': 'Medicamentos genéricos',
            'Active Pharmaceutical Ingredients': 'Principios activos farmacéuticos (API)',
            'Vitamins & Minerals': 'Vitaminas y minerales',
            'Herbal Supplements': 'Suplementos herbales',
            'Protein Supplements': 'Suplementos de proteína',
            'Veterinary Medicines': 'Medicamentos veterinarios',
          },
        },
      },
    },
    '0014': {
      name: 'Hogar y construcción',
      description:
        'Encuentre materiales de construcción, pisos, puertas y ventanas, accesorios de cocina y baño, iluminación, plomería, ferretería y herramientas, electrodomésticos, artículos de cocina y decoración para el hogar de proveedores que atienden a contratistas, desarrolladores, mayoristas y minoristas.',
      categories: {
        'Building Materials': {
          name: 'Materiales de construcción',
          subCategories: {
            Cement: 'Cemento',
            'Bricks & Blocks': 'Ladrillos y bloques',
            'Steel Rebar': 'Varilla de acero corrugada',
            'Gypsum Boards': 'Paneles de yeso',
            'Insulation Materials': 'Materiales aislantes',
            'Roofing Sheets': 'Láminas para techo',
            'Architectural Glass': 'Vidrio arquitectónico',
            'Waterproofing Materials': 'Impermeabilizantes',
          },
        },
        Flooring: {
          name: 'Pisos',
          subCategories: {
            'Ceramic Tiles': 'Pisos y azulejos cerámicos',
            'Porcelain Tiles': 'Porcelanatos',
            'Natural Stone': 'Piedra natural',
            'Laminate Flooring': 'Pisos laminados',
            'Vinyl Flooring': 'Pisos vinílicos',
            'Hardwood Flooring': 'Pisos de madera',
            Carpets: 'Alfombras',
          },
        },
        'Doors & Windows': {
          name: 'Puertas y ventanas',
          subCategories: {
            'Wooden Doors': 'Puertas de madera',
            'Steel Doors': 'Puertas de acero',
            'Garage Doors': 'Puertas de garaje',
            'Aluminum Windows': 'Ventanas de aluminio',
            'UPVC Windows': 'Ventanas de uPVC',
            'Door Locks': 'Cerraduras',
            'Door Handles': 'Manijas para puertas',
          },
        },
        'Kitchen & Bathroom': {
          name: 'Cocina y baño',
          subCategories: {
            'Kitchen Cabinets': 'Gabinetes de cocina',
            'Kitchen Sinks': 'Fregaderos y tarjas',
            Faucets: 'Grifería',
            Toilets: 'Inodoros',
            Bathtubs: 'Tinas y bañeras',
            'Shower Enclosures': 'Mamparas y canceles de baño',
            'Vanity Units': 'Muebles para lavabo',
          },
        },
        Lighting: {
          name: 'Iluminación',
          subCategories: {
            'LED Bulbs': 'Focos y bombillas LED',
            'Ceiling Lights': 'Lámparas de techo',
            'Pendant Lights': 'Lámparas colgantes',
            Floodlights: 'Reflectores',
            'Outdoor Lighting': 'Iluminación exterior',
            'Smart Lighting': 'Iluminación inteligente',
          },
        },
        'Plumbing & Pipes': {
          name: 'Plomería y tuberías',
          subCategories: {
            'PVC Pipes': 'Tubería de PVC',
            'PPR Pipes': 'Tubería de PPR',
            'Pipe Fittings': 'Conexiones para tubería',
            'Water Heaters': 'Calentadores de agua',
            'Drainage Systems': 'Sistemas de drenaje',
          },
        },
        'Hardware & Tools': {
          name: 'Ferretería y herramientas',
          subCategories: {
            'Hand Tools': 'Herramientas manuales',
            'Power Tools': 'Herramientas eléctricas',
            'Measuring Tools': 'Herramientas de medición',
            Fasteners: 'Tornillería y sujetadores',
            'Tool Storage': 'Cajas y organizadores de herramientas',
            Ladders: 'Escaleras',
          },
        },
        'Home Appliances': {
          name: 'Electrodomésticos',
          subCategories: {
            Refrigerators: 'Refrigeradores',
            'Washing Machines': 'Lavadoras',
            'Air Conditioners': 'Equipos de aire acondicionado',
            'Microwave Ovens': 'Hornos de microondas',
            'Vacuum Cleaners': 'Aspiradoras',
            'Water Dispensers': 'Dispensadores de agua',
          },
        },
        Kitchenware: {
          name: 'Artículos de cocina',
          subCategories: {
            Cookware: 'Baterías de cocina',
            Bakeware: 'Moldes para hornear',
            Cutlery: 'Cubiertos',
            'Kitchen Utensils': 'Utensilios de cocina',
            'Food Storage Containers': 'Contenedores para alimentos',
            Drinkware: 'Vasos y tazas',
          },
        },
        'Home Decor & Textiles': {
          name: 'Decoración y textiles para el hogar',
          subCategories: {
            Curtains: 'Cortinas',
            Rugs: 'Tapetes',
            'Bedding Sets': 'Juegos de cama',
            Cushions: 'Cojines',
            'Wall Art': 'Cuadros decorativos',
            'Artificial Plants': 'Plantas artificiales',
          },
        },
      },
    },
    '0015': {
      name: 'Servicios empresariales',
      description:
        'Conéctese con proveedores de servicios que apoyan el comercio internacional: desde agenciamiento de carga, inspección y financiamiento comercial hasta agentes de compras, manufactura por contrato, marketing, reclutamiento y asesoría profesional en temas legales, fiscales y de entrada a nuevos mercados.',
      categories: {
        'Logistics & Shipping': {
          name: 'Logística y envíos',
          subCategories: {
            'Freight Forwarding': 'Agenciamiento de carga',
            'Ocean Freight': 'Flete marítimo',
            'Air Freight': 'Flete aéreo',
            'Rail Freight': 'Flete ferroviario',
            'Customs Brokerage': 'Agencia aduanal',
            Warehousing: 'Almacenaje',
            'Courier Services': 'Mensajería y paquetería (courier)',
          },
        },
        'Inspection & Certification': {
          name: 'Inspección y certificación',
          subCategories: {
            'Product Inspection': 'Inspección de productos',
            'Factory Audits': 'Auditorías de fábrica',
            'Laboratory Testing': 'Ensayos de laboratorio',
            'Product Certification': 'Certificación de productos',
            'Supplier Verification': 'Verificación de proveedores',
          },
        },
        'Trade Finance & Insurance': {
          name: 'Financiamiento comercial y seguros',
          subCategories: {
            'Documentary Credits': 'Cartas de crédito',
            'Export Financing': 'Financiamiento de exportaciones',
            Factoring: 'Factoraje',
            'Trade Credit Insurance': 'Seguro de crédito comercial',
            'Cargo Insurance': 'Seguro de carga',
            'Payment Services': 'Servicios de pago',
          },
        },
        'Sourcing & Procurement': {
          name: 'Abastecimiento y compras',
          subCategories: {
            'Sourcing Agents': 'Agentes de compras',
            'Supplier Identification': 'Búsqueda de proveedores',
            'Procurement Outsourcing': 'Tercerización de compras',
            'Order Follow-Up': 'Seguimiento de pedidos',
            'Private Label Services': 'Servicios de marca propia',
          },
        },
        'Manufacturing Services': {
          name: 'Servicios de manufactura',
          subCategories: {
            'OEM Manufacturing': 'Manufactura OEM',
            'ODM Services': 'Servicios ODM',
            'Product Design': 'Diseño de productos',
            Prototyping: 'Prototipado',
            'Mold Making': 'Fabricación de moldes',
            'Packaging Design': 'Diseño de empaques',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing y publicidad',
          subCategories: {
            'Digital Marketing': 'Marketing digital',
            'Market Research': 'Investigación de mercados',
            'Branding & Design': 'Identidad de marca y diseño',
            'Product Photography': 'Fotografía de productos',
            'Trade Show Services': 'Servicios para ferias comerciales',
          },
        },
        'Consulting & Professional Services': {
          name: 'Consultoría y servicios profesionales',
          subCategories: {
            'Business Consulting': 'Consultoría empresarial',
            'Market Entry Consulting': 'Consultoría de entrada a mercados',
            'Legal Services': 'Servicios legales',
            'Accounting & Tax': 'Contabilidad e impuestos',
            'Company Registration': 'Constitución de empresas',
            'Translation Services': 'Servicios de traducción',
          },
        },
        'HR & Staffing': {
          name: 'Recursos humanos y personal',
          subCategories: {
            'Recruitment Services': 'Servicios de reclutamiento',
            'Staffing Agencies': 'Agencias de personal',
            'Payroll Services': 'Servicios de nómina',
            'Employee Training': 'Capacitación de personal',
          },
        },
      },
    },
  },
  businessTypes: {
    PR: 'Productos',
    UR: 'Usuarios',
    MA: 'Fabricantes',
    DI: 'Distribuidores',
    WS: 'Mayoristas',
    IM: 'Importadores',
    EX: 'Exportadores',
    RE: 'Minoristas',
    IN: 'Inversionistas',
    CO: 'Consultores',
    GO: 'Gobierno',
  },
  jobPositions: {
    'owner-founder': 'Propietario / Fundador',
    'ceo-managing-director': 'CEO / Director general',
    'general-manager': 'Gerente general',
    'sales-director': 'Director de ventas',
    'export-manager': 'Gerente de exportaciones',
    'purchasing-manager': 'Gerente de compras',
    'procurement-specialist': 'Especialista en adquisiciones',
    'sourcing-agent': 'Agente de compras',
    'business-development-manager': 'Gerente de desarrollo de negocios',
    'marketing-manager': 'Gerente de marketing',
    'product-manager': 'Gerente de producto',
    'operations-manager': 'Gerente de operaciones',
    'plant-manager': 'Gerente de planta',
    'quality-manager': 'Gerente de calidad',
    'logistics-manager': 'Gerente de logística',
    'supply-chain-manager': 'Gerente de cadena de suministro',
    engineer: 'Ingeniero',
    'technical-director': 'Director técnico',
    'finance-director': 'Director financiero',
    consultant: 'Consultor',
    'sales-representative': 'Representante de ventas',
    'customer-service': 'Servicio al cliente',
    'government-official': 'Funcionario público',
    investor: 'Inversionista',
    other: 'Otro',
  },
  genders: {
    F: 'Femenino',
    M: 'Masculino',
    O: 'Otro',
    N: 'Prefiero no decirlo',
  },
};
