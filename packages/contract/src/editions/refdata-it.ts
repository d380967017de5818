/**
 * The reference data in Italian, in the words Italian buyers and industrial directories use;
 * docs/i18n/glossary-it.md holds the terms chosen and why. Keys: README.md of this folder.
 */
import type { RefdataTranslation } from './refdata-translation.js';

export const REFDATA_IT: RefdataTranslation = {
  edition: 'it',
  industries: {
    '0001': {
      name: 'Automazione',
      description:
        "Produttori e distributori di apparecchiature per l'automazione industriale: dai PLC, sensori e robot industriali al controllo del movimento, alla pneumatica e ai sistemi di visione artificiale che aiutano gli stabilimenti a produrre più velocemente, in sicurezza e con meno lavoro manuale.",
      categories: {
        'PLCs & Controllers': {
          name: 'PLC e controllori',
          subCategories: {
            'Compact PLCs': 'PLC compatti',
            'Modular PLCs': 'PLC modulari',
            'Safety PLCs': 'PLC di sicurezza',
            'Micro PLCs': 'Micro PLC',
            'Programmable Automation Controllers': 'Controllori di automazione programmabili (PAC)',
            'PLC I/O Modules': 'Moduli I/O per PLC',
          },
        },
        'Industrial Robots': {
          name: 'Robot industriali',
          subCategories: {
            'Articulated Robots': 'Robot antropomorfi',
            'SCARA Robots': 'Robot SCARA',
            'Delta Robots': 'Robot delta',
            'Collaborative Robots': 'Robot collaborativi (cobot)',
            'Cartesian Robots': 'Robot cartesiani',
            'Robot Grippers & End Effectors': 'Pinze e organi di presa per robot',
          },
        },
        'Sensors & Transducers': {
          name: 'Sensori e trasduttori',
          subCategories: {
            'Proximity Sensors': 'Sensori di prossimità',
            'Photoelectric Sensors': 'Sensori fotoelettrici',
            'Pressure Transducers': 'Trasduttori di pressione',
            'Temperature Sensors': 'Sensori di temperatura',
            'Level Sensors': 'Sensori di livello',
            'Flow Sensors': 'Sensori di portata',
            'Ultrasonic Sensors': 'Sensori a ultrasuoni',
            'Rotary Encoders': 'Encoder rotativi',
          },
        },
        'Motion Control': {
          name: 'Controllo del movimento',
          subCategories: {
            'Servo Motors': 'Servomotori',
            'Servo Drives': 'Servoazionamenti',
            'Stepper Motors': 'Motori passo-passo',
            'Stepper Drivers': 'Driver per motori passo-passo',
            'Motion Controllers': 'Controllori di movimento',
            'Linear Actuators': 'Attuatori lineari',
          },
        },
        'HMI & Operator Panels': {
          name: 'HMI e pannelli operatore',
          subCategories: {
            'Touch Screen HMIs': 'Pannelli HMI touch screen',
            'Text Displays': 'Display di testo',
            'Panel PCs': 'Panel PC',
            'Industrial Monitors': 'Monitor industriali',
            'Operator Keypads': 'Tastiere operatore',
          },
        },
        Pneumatics: {
          name: 'Pneumatica',
          subCategories: {
            'Pneumatic Cylinders': 'Cilindri pneumatici',
            'Solenoid Valves': 'Elettrovalvole',
            'Air Preparation Units': 'Gruppi trattamento aria (FRL)',
            'Pneumatic Fittings': 'Raccordi pneumatici',
            'Vacuum Generators': 'Generatori di vuoto',
            'Pneumatic Tubing': 'Tubi pneumatici',
          },
        },
        'Machine Vision': {
          name: 'Visione artificiale',
          subCategories: {
            'Smart Cameras': 'Telecamere intelligenti (smart camera)',
            'Vision Sensors': 'Sensori di visione',
            'Industrial Cameras': 'Telecamere industriali',
            'Machine Vision Lighting': 'Illuminatori per visione artificiale',
            'Barcode Readers': 'Lettori di codici a barre',
            'Vision Software': 'Software di visione artificiale',
          },
        },
        'Industrial Networking': {
          name: 'Reti industriali',
          subCategories: {
            'Industrial Ethernet Switches': 'Switch Ethernet industriali',
            'Fieldbus Modules': 'Moduli bus di campo',
            'Industrial Routers': 'Router industriali',
            'Protocol Gateways': 'Gateway di protocollo',
            'Industrial Wireless Devices': 'Dispositivi wireless industriali',
          },
        },
        'SCADA & Industrial Software': {
          name: 'SCADA e software industriale',
          subCategories: {
            'SCADA Systems': 'Sistemi SCADA',
            'MES Software': 'Software MES',
            'Historian Software': 'Historian di processo',
            'Remote Monitoring Systems': 'Sistemi di monitoraggio remoto',
          },
        },
      },
    },
    '0002': {
      name: 'Elettronica e IT',
      description:
        'Componenti elettronici, circuiti stampati, hardware per computer, apparati di rete ed elettronica di consumo da fornitori verificati, insieme a strumenti di misura, sistemi di sicurezza e al software e ai servizi IT che mantengono connesse le aziende.',
      categories: {
        'Electronic Components': {
          name: 'Componenti elettronici',
          subCategories: {
            Resistors: 'Resistori',
            Capacitors: 'Condensatori',
            Inductors: 'Induttori',
            Diodes: 'Diodi',
            Transistors: 'Transistor',
            Connectors: 'Connettori',
            'Crystals & Oscillators': 'Quarzi e oscillatori',
            Fuses: 'Fusibili',
            Relays: 'Relè',
          },
        },
        'Integrated Circuits': {
          name: 'Circuiti integrati',
          subCategories: {
            Microcontrollers: 'Microcontrollori',
            'Memory Chips': 'Chip di memoria',
            'Power Management ICs': "IC per la gestione dell'alimentazione",
            'Analog ICs': 'IC analogici',
            FPGAs: 'FPGA',
            'Interface ICs': 'IC di interfaccia',
          },
        },
        'PCB & PCBA': {
          name: 'PCB e PCBA',
          subCategories: {
            'Rigid PCBs': 'PCB rigidi',
            'Flexible PCBs': 'PCB flessibili',
            'Rigid-Flex PCBs': 'PCB rigido-flessibili',
            'HDI PCBs': 'PCB HDI',
            'PCB Assembly Services': 'Servizi di assemblaggio PCB',
          },
        },
        'Computer Hardware': {
          name: 'Hardware per computer',
          subCategories: {
            'Desktop Computers': 'Computer desktop',
            Laptops: 'Computer portatili',
            Servers: 'Server',
            Motherboards: 'Schede madri',
            'Graphics Cards': 'Schede grafiche',
            'Storage Drives': 'Unità di archiviazione',
            'Computer Peripherals': 'Periferiche per computer',
          },
        },
        'Networking Equipment': {
          name: 'Apparati di rete',
          subCategories: {
            Routers: 'Router',
            'Network Switches': 'Switch di rete',
            'Wireless Access Points': 'Access point wireless',
            Firewalls: 'Firewall',
            'Network Cables': 'Cavi di rete',
            'Fiber Optic Transceivers': 'Transceiver in fibra ottica',
          },
        },
        'Displays & Screens': {
          name: 'Display e schermi',
          subCategories: {
            'LCD Modules': 'Moduli LCD',
            'OLED Displays': 'Display OLED',
            'LED Display Panels': 'Pannelli display LED',
            'Touch Screens': 'Touch screen',
            'Digital Signage': 'Segnaletica digitale (digital signage)',
          },
        },
        'Consumer Electronics': {
          name: 'Elettronica di consumo',
          subCategories: {
            Smartphones: 'Smartphone',
            Tablets: 'Tablet',
            'Headphones & Earbuds': 'Cuffie e auricolari',
            'Bluetooth Speakers': 'Casse Bluetooth',
            'Smart Watches': 'Smartwatch',
            Televisions: 'Televisori',
          },
        },
        'Security & Surveillance': {
          name: 'Sicurezza e videosorveglianza',
          subCategories: {
            'CCTV Cameras': 'Telecamere TVCC',
            'IP Cameras': 'Telecamere IP',
            'Video Recorders': 'Videoregistratori (DVR/NVR)',
            'Access Control Systems': 'Sistemi di controllo accessi',
            'Alarm Systems': 'Sistemi di allarme',
            'Video Intercoms': 'Videocitofoni',
          },
        },
        'Test & Measurement': {
          name: 'Test e misura',
          subCategories: {
            Oscilloscopes: 'Oscilloscopi',
            Multimeters: 'Multimetri',
            'Signal Generators': 'Generatori di segnali',
            'Spectrum Analyzers': 'Analizzatori di spettro',
            'Bench Power Supplies': 'Alimentatori da banco',
            'Logic Analyzers': 'Analizzatori logici',
          },
        },
        'Software & IT Services': {
          name: 'Software e servizi IT',
          subCategories: {
            'ERP Software': 'Software ERP',
            'Cloud Services': 'Servizi cloud',
            'Custom Software Development': 'Sviluppo software su misura',
            'IT Outsourcing': 'Outsourcing IT',
            'Cybersecurity Services': 'Servizi di sicurezza informatica',
          },
        },
      },
    },
    '0003': {
      name: 'Energia',
      description:
        'Fornitori di impianti solari ed eolici, batterie e sistemi di accumulo, gruppi elettrogeni, apparecchiature per la distribuzione elettrica e colonnine di ricarica per veicoli elettrici, oltre a cavi e attrezzature oil & gas per progetti energetici di utility, commerciali e industriali.',
      categories: {
        'Solar Energy': {
          name: 'Energia solare',
          subCategories: {
            'Solar Panels': 'Pannelli fotovoltaici',
            'Solar Inverters': 'Inverter fotovoltaici',
            'Solar Charge Controllers': 'Regolatori di carica solari',
            'Solar Mounting Systems': 'Strutture di montaggio per fotovoltaico',
            'Solar Water Heaters': 'Scaldacqua solari',
            'Solar Street Lights': 'Lampioni solari',
          },
        },
        'Wind Energy': {
          name: 'Energia eolica',
          subCategories: {
            'Horizontal Axis Wind Turbines': 'Turbine eoliche ad asse orizzontale',
            'Vertical Axis Wind Turbines': 'Turbine eoliche ad asse verticale',
            'Wind Turbine Blades': 'Pale per turbine eoliche',
            'Wind Turbine Controllers': 'Controllori per turbine eoliche',
          },
        },
        'Batteries & Energy Storage': {
          name: 'Batterie e sistemi di accumulo',
          subCategories: {
            'Lithium-Ion Batteries': 'Batterie agli ioni di litio',
            'Lead-Acid Batteries': 'Batterie al piombo',
            'Battery Energy Storage Systems': 'Sistemi di accumulo a batteria (BESS)',
            'Battery Management Systems': 'Sistemi di gestione delle batterie (BMS)',
            'Battery Packs': 'Pacchi batteria',
            'Portable Power Stations': 'Power station portatili',
          },
        },
        Generators: {
          name: 'Gruppi elettrogeni',
          subCategories: {
            'Diesel Generators': 'Gruppi elettrogeni diesel',
            'Gas Generators': 'Gruppi elettrogeni a gas',
            'Portable Generators': 'Generatori portatili',
            'Inverter Generators': 'Generatori inverter',
            'Standby Generators': 'Gruppi elettrogeni di emergenza',
          },
        },
        'Power Distribution': {
          name: 'Distribuzione elettrica',
          subCategories: {
            Switchgear: 'Apparecchiature di manovra (switchgear)',
            'Distribution Transformers': 'Trasformatori di distribuzione',
            'Circuit Breakers': 'Interruttori automatici',
            'Distribution Boards': 'Quadri di distribuzione',
            'Busbar Systems': 'Sistemi blindosbarra',
            'Electricity Meters': 'Contatori di energia elettrica',
          },
        },
        'Cables & Wires': {
          name: 'Cavi e conduttori',
          subCategories: {
            'Power Cables': 'Cavi di potenza',
            'Building Wires': 'Cavi per edilizia',
            'Overhead Conductors': 'Conduttori aerei',
            'Solar Cables': 'Cavi solari',
            'Cable Accessories': 'Accessori per cavi',
          },
        },
        'Oil & Gas Equipment': {
          name: 'Attrezzature oil & gas',
          subCategories: {
            'Drilling Equipment': 'Attrezzature di perforazione',
            'Wellhead Equipment': 'Attrezzature per teste pozzo',
            'Pipeline Valves': 'Valvole per condotte',
            'Oilfield Pumps': 'Pompe per giacimenti petroliferi',
            'Oil & Gas Separators': 'Separatori per petrolio e gas',
          },
        },
        'EV Charging': {
          name: 'Ricarica veicoli elettrici',
          subCategories: {
            'AC Charging Stations': 'Colonnine di ricarica in corrente alternata',
            'DC Fast Chargers': 'Stazioni di ricarica rapida in corrente continua',
            'Portable EV Chargers': 'Caricatori portatili per veicoli elettrici',
            'Charging Cables & Connectors': 'Cavi e connettori di ricarica',
          },
        },
      },
    },
    '0004': {
      name: 'Tecnologia industriale',
      description:
        'Pompe, valvole e compressori industriali, attrezzature per la saldatura, sistemi di riscaldamento e raffreddamento, movimentazione materiali e soluzioni di filtrazione da produttori al servizio di impianti di processo, officine e industria pesante.',
      categories: {
        'Industrial Pumps': {
          name: 'Pompe industriali',
          subCategories: {
            'Centrifugal Pumps': 'Pompe centrifughe',
            'Submersible Pumps': 'Pompe sommerse',
            'Diaphragm Pumps': 'Pompe a membrana',
            'Gear Pumps': 'Pompe a ingranaggi',
            'Vacuum Pumps': 'Pompe per vuoto',
            'Dosing Pumps': 'Pompe dosatrici',
          },
        },
        'Industrial Valves': {
          name: 'Valvole industriali',
          subCategories: {
            'Ball Valves': 'Valvole a sfera',
            'Gate Valves': 'Valvole a saracinesca',
            'Butterfly Valves': 'Valvole a farfalla',
            'Check Valves': 'Valvole di ritegno',
            'Globe Valves': 'Valvole a globo',
            'Control Valves': 'Valvole di regolazione',
          },
        },
        'Air Compressors': {
          name: "Compressori d'aria",
          subCategories: {
            'Screw Air Compressors': 'Compressori a vite',
            'Piston Air Compressors': 'Compressori a pistone',
            'Oil-Free Air Compressors': 'Compressori oil-free',
            'Compressed Air Dryers': 'Essiccatori per aria compressa',
          },
        },
        'Welding & Cutting': {
          name: 'Saldatura e taglio',
          subCategories: {
            'Stick Welders': 'Saldatrici a elettrodo',
            'MIG Welders': 'Saldatrici MIG',
            'TIG Welders': 'Saldatrici TIG',
            'Plasma Cutters': 'Impianti di taglio al plasma',
            'Laser Welding Machines': 'Saldatrici laser',
            'Welding Consumables': 'Materiali di consumo per saldatura',
          },
        },
        'Industrial Heating & Cooling': {
          name: 'Riscaldamento e raffreddamento industriale',
          subCategories: {
            'Industrial Chillers': 'Refrigeratori industriali (chiller)',
            'Cooling Towers': 'Torri di raffreddamento',
            'Heat Exchangers': 'Scambiatori di calore',
            'Industrial Boilers': 'Caldaie industriali',
            'Industrial Ovens': 'Forni industriali',
          },
        },
        'Material Handling': {
          name: 'Movimentazione materiali',
          subCategories: {
            Forklifts: 'Carrelli elevatori',
            'Pallet Jacks': 'Transpallet',
            Conveyors: 'Trasportatori a nastro e a rulli',
            Hoists: 'Paranchi',
            'Overhead Cranes': 'Carroponti',
            'Automated Guided Vehicles': 'Veicoli a guida automatica (AGV)',
          },
        },
        'Filtration & Separation': {
          name: 'Filtrazione e separazione',
          subCategories: {
            'Industrial Filters': 'Filtri industriali',
            'Dust Collectors': 'Depolveratori',
            'Water Treatment Systems': 'Impianti di trattamento acque',
            'Industrial Centrifuges': 'Centrifughe industriali',
            'Oil Water Separators': 'Separatori acqua-olio',
          },
        },
      },
    },
    '0005': {
      name: 'Macchinari',
      description:
        "Macchinari di produzione per ogni settore: macchine CNC e laser, macchine per la lamiera, per la plastica, per il confezionamento, per l'industria alimentare, tessile e della stampa, oltre a macchine edili e agricole di costruttori affermati.",
      categories: {
        'CNC Machines': {
          name: 'Macchine CNC',
          subCategories: {
            'CNC Lathes': 'Torni CNC',
            'CNC Milling Machines': 'Fresatrici CNC',
            'Machining Centers': 'Centri di lavoro',
            'CNC Routers': 'Pantografi CNC',
            'CNC Grinding Machines': 'Rettificatrici CNC',
            'EDM Machines': 'Macchine per elettroerosione (EDM)',
          },
        },
        'Laser Machines': {
          name: 'Macchine laser',
          subCategories: {
            'Laser Cutting Machines': 'Macchine per taglio laser',
            'Laser Engraving Machines': 'Macchine per incisione laser',
            'Laser Marking Machines': 'Marcatrici laser',
            'Laser Cleaning Machines': 'Macchine per pulizia laser',
          },
        },
        'Sheet Metal Machinery': {
          name: 'Macchine per lamiera',
          subCategories: {
            'Press Brakes': 'Presse piegatrici',
            'Shearing Machines': 'Cesoie',
            'Punching Machines': 'Punzonatrici',
            'Plate Rolling Machines': 'Calandre per lamiera',
            'Pipe Bending Machines': 'Curvatubi',
          },
        },
        'Plastic & Rubber Machinery': {
          name: 'Macchine per plastica e gomma',
          subCategories: {
            'Injection Molding Machines': 'Presse a iniezione',
            'Extrusion Machines': 'Estrusori',
            'Blow Molding Machines': 'Soffiatrici',
            'Thermoforming Machines': 'Termoformatrici',
            'Plastic Recycling Machines': 'Impianti per il riciclo della plastica',
          },
        },
        'Packaging Machinery': {
          name: 'Macchine per il confezionamento',
          subCategories: {
            'Filling Machines': 'Riempitrici',
            'Sealing Machines': 'Termosaldatrici',
            'Capping Machines': 'Tappatrici',
            'Labeling Machines': 'Etichettatrici',
            'Wrapping Machines': 'Avvolgitrici',
            'Cartoning Machines': 'Astucciatrici',
            'Vacuum Packaging Machines': 'Confezionatrici sottovuoto',
          },
        },
        'Food Processing Machinery': {
          name: "Macchine per l'industria alimentare",
          subCategories: {
            'Bakery Equipment': 'Macchine per panificazione',
            'Meat Processing Machines': 'Macchine per la lavorazione della carne',
            'Beverage Processing Equipment': 'Impianti per la produzione di bevande',
            'Fruit & Vegetable Processing Machines': 'Macchine per la lavorazione di frutta e verdura',
            'Dairy Processing Equipment': "Macchine per l'industria lattiero-casearia",
          },
        },
        'Construction Machinery': {
          name: 'Macchine edili',
          subCategories: {
            Excavators: 'Escavatori',
            'Wheel Loaders': 'Pale gommate',
            Bulldozers: 'Apripista (bulldozer)',
            'Concrete Mixers': 'Betoniere',
            'Road Rollers': 'Rulli compattatori',
            'Tower Cranes': 'Gru a torre',
          },
        },
        'Agricultural Machinery': {
          name: 'Macchine agricole',
          subCategories: {
            Tractors: 'Trattori',
            'Combine Harvesters': 'Mietitrebbie',
            'Seeders & Planters': 'Seminatrici e trapiantatrici',
            'Crop Sprayers': 'Irroratrici',
            'Rotary Tillers': 'Frese rotative',
            'Irrigation Equipment': 'Impianti di irrigazione',
          },
        },
        'Textile Machinery': {
          name: 'Macchine tessili',
          subCategories: {
            'Spinning Machines': 'Macchine per filatura',
            'Weaving Machines': 'Telai per tessitura',
            'Knitting Machines': 'Macchine per maglieria',
            'Industrial Sewing Machines': 'Macchine da cucire industriali',
            'Embroidery Machines': 'Ricamatrici',
          },
        },
        'Printing Machinery': {
          name: 'Macchine per la stampa',
          subCategories: {
            'Offset Printing Machines': 'Macchine da stampa offset',
            'Digital Printing Machines': 'Macchine da stampa digitale',
            'Flexographic Printing Machines': 'Macchine da stampa flessografica',
            'Screen Printing Machines': 'Macchine serigrafiche',
            'Industrial 3D Printers': 'Stampanti 3D industriali',
          },
        },
      },
    },
    '0006': {
      name: 'Trasmissione di potenza',
      description:
        'Componenti meccanici ed elettrici che muovono le macchine: cuscinetti, ingranaggi e riduttori, motori elettrici, azionamenti, cinghie, catene, giunti, frizioni e componenti per la movimentazione lineare da produttori e distributori specializzati.',
      categories: {
        Bearings: {
          name: 'Cuscinetti',
          subCategories: {
            'Ball Bearings': 'Cuscinetti a sfere',
            'Roller Bearings': 'Cuscinetti a rulli',
            'Needle Bearings': 'Cuscinetti a rullini',
            'Thrust Bearings': 'Cuscinetti assiali',
            'Pillow Block Bearings': 'Supporti ritti con cuscinetto',
            'Linear Bearings': 'Cuscinetti lineari',
            'Slewing Bearings': 'Ralle di rotazione',
          },
        },
        'Gears & Gearboxes': {
          name: 'Ingranaggi e riduttori',
          subCategories: {
            'Spur Gears': 'Ingranaggi a denti dritti',
            'Helical Gears': 'Ingranaggi elicoidali',
            'Bevel Gears': 'Ingranaggi conici',
            'Worm Gearboxes': 'Riduttori a vite senza fine',
            'Planetary Gearboxes': 'Riduttori epicicloidali',
            'Helical Gearboxes': 'Riduttori a ingranaggi elicoidali',
          },
        },
        'Electric Motors': {
          name: 'Motori elettrici',
          subCategories: {
            'AC Induction Motors': 'Motori asincroni a induzione',
            'DC Motors': 'Motori in corrente continua',
            'Brushless DC Motors': 'Motori brushless DC',
            'Gear Motors': 'Motoriduttori',
            'Explosion-Proof Motors': 'Motori antideflagranti',
          },
        },
        'Variable Frequency Drives': {
          name: 'Inverter e azionamenti a frequenza variabile',
          subCategories: {
            'Low Voltage Drives': 'Inverter di bassa tensione',
            'Medium Voltage Drives': 'Inverter di media tensione',
            'DC Drives': 'Azionamenti in corrente continua',
            'Soft Starters': 'Avviatori statici (soft starter)',
          },
        },
        'Belts & Pulleys': {
          name: 'Cinghie e pulegge',
          subCategories: {
            'V-Belts': 'Cinghie trapezoidali',
            'Timing Belts': 'Cinghie dentate',
            'Flat Belts': 'Cinghie piane',
            'V-Belt Pulleys': 'Pulegge per cinghie trapezoidali',
            'Timing Pulleys': 'Pulegge dentate',
          },
        },
        'Chains & Sprockets': {
          name: 'Catene e pignoni',
          subCategories: {
            'Roller Chains': 'Catene a rulli',
            'Conveyor Chains': 'Catene per trasportatori',
            'Leaf Chains': 'Catene a lamelle',
            'Engineering Chains': 'Catene tecniche',
            Sprockets: 'Pignoni per catene',
          },
        },
        Couplings: {
          name: 'Giunti',
          subCategories: {
            'Jaw Couplings': 'Giunti a griffe',
            'Gear Couplings': 'Giunti a denti',
            'Disc Couplings': 'Giunti a dischi lamellari',
            'Grid Couplings': 'Giunti a griglia',
            'Fluid Couplings': 'Giunti idrodinamici',
            'Rigid Couplings': 'Giunti rigidi',
          },
        },
        'Clutches & Brakes': {
          name: 'Frizioni e freni',
          subCategories: {
            'Electromagnetic Clutches': 'Frizioni elettromagnetiche',
            'Electromagnetic Brakes': 'Freni elettromagnetici',
            'Industrial Disc Brakes': 'Freni a disco industriali',
            'Torque Limiters': 'Limitatori di coppia',
          },
        },
        'Linear Motion': {
          name: 'Movimentazione lineare',
          subCategories: {
            'Linear Guides': 'Guide lineari',
            'Ball Screws': 'Viti a ricircolo di sfere',
            'Lead Screws': 'Viti trapezoidali',
            'Linear Modules': 'Moduli lineari',
          },
        },
      },
    },
    '0007': {
      name: 'Abbigliamento',
      description:
        'Produttori e grossisti di abbigliamento uomo, donna e bambino, abbigliamento sportivo e da lavoro, intimo, capispalla e denim, insieme ai tessuti e ai filati con cui si producono, con possibilità di produzione OEM e private label.',
      categories: {
        "Men's Clothing": {
          name: 'Abbigliamento uomo',
          subCategories: {
            "Men's Shirts": 'Camicie da uomo',
            "Men's T-Shirts": 'T-shirt da uomo',
            "Men's Trousers": 'Pantaloni da uomo',
            "Men's Suits": 'Abiti da uomo',
            "Men's Jackets": 'Giacche da uomo',
            "Men's Sweaters": 'Maglioni da uomo',
          },
        },
        "Women's Clothing": {
          name: 'Abbigliamento donna',
          subCategories: {
            Dresses: 'Abiti da donna',
            'Blouses & Tops': 'Camicette e top',
            Skirts: 'Gonne',
            "Women's Trousers": 'Pantaloni da donna',
            "Women's Jackets": 'Giacche da donna',
            "Women's Knitwear": 'Maglieria da donna',
          },
        },
        "Children's Clothing": {
          name: 'Abbigliamento per bambini',
          subCategories: {
            "Boys' Clothing": 'Abbigliamento bambino',
            "Girls' Clothing": 'Abbigliamento bambina',
            'School Uniforms': 'Divise scolastiche',
            "Children's Outerwear": 'Capispalla per bambini',
          },
        },
        Sportswear: {
          name: 'Abbigliamento sportivo',
          subCategories: {
            'Yoga Wear': 'Abbigliamento per lo yoga',
            'Running Apparel': 'Abbigliamento per il running',
            'Team Uniforms': 'Divise per squadre',
            Tracksuits: 'Tute sportive',
            'Compression Wear': 'Abbigliamento a compressione',
            'Cycling Apparel': 'Abbigliamento da ciclismo',
            Swimwear: 'Costumi da bagno',
          },
        },
        'Workwear & Uniforms': {
          name: 'Abbigliamento da lavoro e divise',
          subCategories: {
            Coveralls: 'Tute da lavoro',
            'High-Visibility Clothing': 'Abbigliamento ad alta visibilità',
            'Flame-Resistant Clothing': 'Abbigliamento ignifugo',
            'Chef Uniforms': 'Divise da cuoco',
            'Medical Scrubs': 'Divise sanitarie',
            'Corporate Uniforms': 'Divise aziendali',
          },
        },
        'Underwear & Sleepwear': {
          name: 'Intimo e abbigliamento da notte',
          subCategories: {
            Bras: 'Reggiseni',
            'Briefs & Boxers': 'Slip e boxer',
            Lingerie: 'Lingerie',
            Shapewear: 'Intimo modellante',
            Pajamas: 'Pigiami',
            'Socks & Hosiery': 'Calze e collant',
          },
        },
        Outerwear: {
          name: 'Capispalla',
          subCategories: {
            'Down Jackets': 'Piumini',
            Parkas: 'Parka',
            Raincoats: 'Impermeabili',
            Windbreakers: 'Giacche a vento',
            'Wool Coats': 'Cappotti di lana',
          },
        },
        Denim: {
          name: 'Abbigliamento in denim',
          subCategories: {
            Jeans: 'Jeans',
            'Denim Jackets': 'Giacche di jeans',
            'Denim Shorts': 'Pantaloncini di jeans',
            'Denim Skirts': 'Gonne di jeans',
          },
        },
        'Textiles & Fabrics': {
          name: 'Tessuti e filati',
          subCategories: {
            'Cotton Fabrics': 'Tessuti di cotone',
            'Polyester Fabrics': 'Tessuti in poliestere',
            'Knitted Fabrics': 'Tessuti a maglia',
            'Denim Fabrics': 'Tessuti denim',
            'Silk Fabrics': 'Tessuti di seta',
            'Linen Fabrics': 'Tessuti di lino',
            Yarns: 'Filati',
          },
        },
      },
    },
    '0008': {
      name: 'Prima infanzia',
      description:
        "Abbigliamento per neonati, prodotti per la pappa e il cambio, passeggini, seggiolini auto, arredi per la cameretta, giochi e articoli per la sicurezza da produttori conformi alle norme internazionali di sicurezza per l'infanzia, pronti per rivenditori, distributori e marchi private label.",
      categories: {
        'Baby Clothing': {
          name: 'Abbigliamento neonato',
          subCategories: {
            Bodysuits: 'Body per neonato',
            Rompers: 'Pagliaccetti',
            'Baby Sleepsuits': 'Tutine per neonato',
            'Baby Hats & Mittens': 'Cappellini e manopole per neonato',
            'Baby Socks': 'Calzini per neonato',
          },
        },
        'Feeding Products': {
          name: 'Pappa e allattamento',
          subCategories: {
            'Baby Bottles': 'Biberon',
            Pacifiers: 'Succhietti',
            'Breast Pumps': 'Tiralatte',
            Bibs: 'Bavaglini',
            'Baby Tableware': 'Stoviglie per bambini',
            'Bottle Sterilizers': 'Sterilizzatori per biberon',
          },
        },
        Diapering: {
          name: 'Cambio',
          subCategories: {
            'Disposable Diapers': 'Pannolini usa e getta',
            'Cloth Diapers': 'Pannolini lavabili',
            'Baby Wipes': 'Salviette umidificate',
            'Changing Mats': 'Materassini per il cambio',
            'Diaper Bags': 'Borse per il cambio',
          },
        },
        'Baby Gear': {
          name: 'Passeggio e viaggio',
          subCategories: {
            Strollers: 'Passeggini',
            'Car Seats': 'Seggiolini auto',
            'Baby Carriers': 'Marsupi',
            'High Chairs': 'Seggioloni',
            'Baby Walkers': 'Girelli',
            'Bouncers & Swings': 'Sdraiette e altalene',
          },
        },
        'Nursery Furniture': {
          name: 'Arredo cameretta',
          subCategories: {
            'Cribs & Cots': 'Lettini',
            Bassinets: 'Culle',
            'Changing Tables': 'Fasciatoi',
            'Crib Mattresses': 'Materassi per lettini',
            Playpens: 'Box per bambini',
            'Nursery Storage': 'Contenitori per la cameretta',
          },
        },
        'Baby Toys': {
          name: 'Giocattoli prima infanzia',
          subCategories: {
            'Educational Toys': 'Giocattoli educativi',
            'Plush Toys': 'Peluche',
            'Teethers & Rattles': 'Massaggiagengive e sonagli',
            'Activity Gyms': 'Palestrine',
            'Bath Toys': 'Giochi per il bagnetto',
            'Stacking Toys': 'Giochi impilabili',
          },
        },
        'Baby Care & Safety': {
          name: 'Cura e sicurezza del bambino',
          subCategories: {
            'Baby Monitors': 'Baby monitor',
            'Safety Gates': 'Cancelletti di sicurezza',
            'Baby Thermometers': 'Termometri per bambini',
            'Baby Skin Care': 'Cosmetici per neonati',
            'Baby Bathtubs': 'Vaschette per il bagnetto',
            'Nasal Aspirators': 'Aspiratori nasali',
          },
        },
      },
    },
    '0009': {
      name: 'Bellezza e cura della persona',
      description:
        'Prodotti per la cura della pelle e dei capelli, trucco, fragranze, prodotti per unghie e per la cura della persona, oltre a dispositivi di bellezza, attrezzature per saloni e centri benessere e packaging cosmetico da produttori che offrono produzione OEM, ODM e private label.',
      categories: {
        'Skin Care': {
          name: 'Cura della pelle',
          subCategories: {
            'Facial Cleansers': 'Detergenti viso',
            Toners: 'Tonici viso',
            Serums: 'Sieri viso',
            Moisturizers: 'Creme idratanti',
            'Eye Creams': 'Creme contorno occhi',
            Sunscreens: 'Protezioni solari',
            'Face Masks': 'Maschere viso',
          },
        },
        'Hair Care': {
          name: 'Cura dei capelli',
          subCategories: {
            Shampoos: 'Shampoo',
            Conditioners: 'Balsami',
            'Hair Oils': 'Oli per capelli',
            'Hair Dyes': 'Tinte per capelli',
            'Hair Styling Products': 'Prodotti per lo styling',
            'Hair Treatments': 'Trattamenti per capelli',
          },
        },
        Makeup: {
          name: 'Trucco',
          subCategories: {
            Foundations: 'Fondotinta',
            'Makeup Primers': 'Primer per il trucco',
            Lipsticks: 'Rossetti',
            Mascaras: 'Mascara',
            Eyeliners: 'Eyeliner',
            Eyeshadows: 'Ombretti',
            Blushes: 'Fard',
          },
        },
        Fragrances: {
          name: 'Fragranze',
          subCategories: {
            Perfumes: 'Profumi',
            Colognes: 'Acque di colonia',
            'Body Mists': 'Acque profumate per il corpo',
            Deodorants: 'Deodoranti',
            'Fragrance Oils': 'Oli profumati',
          },
        },
        'Nail Care': {
          name: 'Cura delle unghie',
          subCategories: {
            'Nail Polish': 'Smalti per unghie',
            'Gel Polish': 'Smalti semipermanenti',
            'Artificial Nails': 'Unghie finte',
            'Nail Art Supplies': 'Accessori per nail art',
            'Nail Tools': 'Strumenti per manicure',
          },
        },
        'Personal Care': {
          name: 'Cura della persona',
          subCategories: {
            'Body Wash': 'Bagnoschiuma',
            'Body Lotions': 'Lozioni corpo',
            Soaps: 'Saponi',
            'Oral Care': 'Igiene orale',
            'Shaving Products': 'Prodotti per la rasatura',
            'Feminine Care': 'Igiene intima femminile',
          },
        },
        'Beauty Tools & Devices': {
          name: 'Strumenti e apparecchi di bellezza',
          subCategories: {
            'Makeup Brushes': 'Pennelli per il trucco',
            'Eyelash Curlers': 'Piegaciglia',
            'Hair Dryers': 'Asciugacapelli',
            'Hair Straighteners': 'Piastre per capelli',
            'Facial Cleansing Devices': 'Dispositivi per la pulizia del viso',
            Epilators: 'Epilatori',
          },
        },
        'Salon & Spa Equipment': {
          name: 'Attrezzature per saloni e spa',
          subCategories: {
            'Salon Chairs': 'Poltrone da parrucchiere',
            'Pedicure Chairs': 'Poltrone per pedicure',
            'Spa Beds': 'Lettini per estetica',
            'Facial Steamers': 'Vaporizzatori viso',
            'Salon Trolleys': 'Carrelli per estetica',
          },
        },
        'Cosmetic Packaging': {
          name: 'Packaging cosmetico',
          subCategories: {
            'Cosmetic Bottles': 'Flaconi per cosmetici',
            'Cosmetic Jars': 'Vasetti per cosmetici',
            'Airless Pump Bottles': 'Flaconi airless',
            'Lipstick Tubes': 'Astucci per rossetto',
            'Compact Cases': 'Portacipria compatti',
          },
        },
      },
    },
    '0010': {
      name: 'Accessori moda',
      description:
        'Orologi, gioielli, borse, occhiali, calzature, cinture, cappelli, sciarpe e accessori per capelli da fabbriche e grossisti che riforniscono boutique, grandi magazzini, venditori online e marchi in cerca di una produzione affidabile di accessori moda.',
      categories: {
        Watches: {
          name: 'Orologi',
          subCategories: {
            'Quartz Watches': 'Orologi al quarzo',
            'Mechanical Watches': 'Orologi meccanici',
            'Sports Watches': 'Orologi sportivi',
            'Luxury Watches': 'Orologi di lusso',
            'Watch Straps': 'Cinturini per orologi',
          },
        },
        Jewelry: {
          name: 'Gioielli',
          subCategories: {
            'Fine Jewelry': 'Alta gioielleria',
            'Fashion Jewelry': 'Bigiotteria',
            Necklaces: 'Collane',
            Earrings: 'Orecchini',
            Rings: 'Anelli',
            Bracelets: 'Bracciali',
          },
        },
        'Bags & Wallets': {
          name: 'Borse e portafogli',
          subCategories: {
            Handbags: 'Borse a mano',
            'Tote Bags': 'Borse shopper',
            'Crossbody Bags': 'Borse a tracolla',
            Backpacks: 'Zaini',
            Clutches: 'Pochette',
            Wallets: 'Portafogli',
          },
        },
        Eyewear: {
          name: 'Occhialeria',
          subCategories: {
            Sunglasses: 'Occhiali da sole',
            'Optical Frames': 'Montature per occhiali',
            'Reading Glasses': 'Occhiali da lettura',
            'Contact Lenses': 'Lenti a contatto',
            'Eyewear Cases': 'Custodie per occhiali',
          },
        },
        Footwear: {
          name: 'Calzature',
          subCategories: {
            Sneakers: 'Sneaker',
            'Leather Shoes': 'Scarpe in pelle',
            Boots: 'Stivali',
            Sandals: 'Sandali',
            Slippers: 'Pantofole',
            'High Heels': 'Scarpe con tacco',
          },
        },
        Belts: {
          name: 'Cinture',
          subCategories: {
            'Leather Belts': 'Cinture in pelle',
            'Canvas Belts': 'Cinture in tela',
            'Braided Belts': 'Cinture intrecciate',
            'Belt Buckles': 'Fibbie per cinture',
          },
        },
        'Hats & Caps': {
          name: 'Cappelli e berretti',
          subCategories: {
            'Baseball Caps': 'Cappellini da baseball',
            Beanies: 'Berretti in maglia',
            'Sun Hats': 'Cappelli da sole',
            'Bucket Hats': 'Cappelli alla pescatora',
            Fedoras: 'Cappelli fedora',
          },
        },
        'Scarves & Gloves': {
          name: 'Sciarpe e guanti',
          subCategories: {
            'Silk Scarves': 'Foulard di seta',
            'Wool Scarves': 'Sciarpe di lana',
            Shawls: 'Scialli',
            'Winter Gloves': 'Guanti invernali',
            'Leather Gloves': 'Guanti in pelle',
          },
        },
        'Hair Accessories': {
          name: 'Accessori per capelli',
          subCategories: {
            'Hair Clips': 'Fermagli e pinze per capelli',
            Headbands: 'Cerchietti',
            'Hair Ties': 'Elastici per capelli',
            'Hair Pins': 'Forcine',
            Scrunchies: 'Elastici in tessuto (scrunchie)',
          },
        },
      },
    },
    '0011': {
      name: 'Alimentare e agricoltura',
      description:
        'Frutta e verdura fresca, cereali, carne e prodotti ittici, latticini, bevande, alimenti confezionati, oli alimentari, frutta secca e spezie direttamente da coltivatori, trasformatori ed esportatori, oltre a sementi, fertilizzanti e mangimi per le aziende agricole.',
      categories: {
        'Fresh Produce': {
          name: 'Ortofrutta fresca',
          subCategories: {
            'Fresh Fruits': 'Frutta fresca',
            'Fresh Vegetables': 'Verdura fresca',
            Mushrooms: 'Funghi',
            'Fresh Herbs': 'Erbe aromatiche fresche',
          },
        },
        'Grains & Cereals': {
          name: 'Cereali e granaglie',
          subCategories: {
            Rice: 'Riso',
            Wheat: 'Frumento',
            Corn: 'Mais',
            Barley: 'Orzo',
            Oats: 'Avena',
            Quinoa: 'Quinoa',
          },
        },
        'Meat & Seafood': {
          name: 'Carne e prodotti ittici',
          subCategories: {
            Beef: 'Carne bovina',
            Pork: 'Carne suina',
            Poultry: 'Pollame',
            'Lamb & Mutton': 'Carne ovina',
            Fish: 'Pesce',
            'Shrimp & Shellfish': 'Gamberi, crostacei e molluschi',
          },
        },
        'Dairy & Eggs': {
          name: 'Latticini e uova',
          subCategories: {
            Milk: 'Latte',
            'Milk Powder': 'Latte in polvere',
            Cheese: 'Formaggi',
            Butter: 'Burro',
            Yogurt: 'Yogurt',
            Eggs: 'Uova',
          },
        },
        Beverages: {
          name: 'Bevande',
          subCategories: {
            Coffee: 'Caffè',
            Tea: 'Tè',
            'Fruit Juices': 'Succhi di frutta',
            'Soft Drinks': 'Bibite analcoliche',
            'Energy Drinks': 'Bevande energetiche',
            'Bottled Water': 'Acqua in bottiglia',
          },
        },
        'Packaged & Processed Food': {
          name: 'Alimenti confezionati e trasformati',
          subCategories: {
            'Canned Food': 'Conserve in scatola',
            'Frozen Food': 'Surgelati',
            Snacks: 'Snack',
            Confectionery: 'Prodotti dolciari',
            'Bakery Products': 'Prodotti da forno',
            'Pasta & Noodles': 'Pasta e noodles',
            'Sauces & Condiments': 'Salse e condimenti',
          },
        },
        'Edible Oils': {
          name: 'Oli alimentari',
          subCategories: {
            'Olive Oil': "Olio d'oliva",
            'Sunflower Oil': 'Olio di girasole',
            'Palm Oil': 'Olio di palma',
            'Soybean Oil': 'Olio di soia',
            'Coconut Oil': 'Olio di cocco',
          },
        },
        'Nuts & Dried Fruits': {
          name: 'Frutta secca ed essiccata',
          subCategories: {
            Almonds: 'Mandorle',
            Cashews: 'Anacardi',
            Pistachios: 'Pistacchi',
            Walnuts: 'Noci',
            Dates: 'Datteri',
            Raisins: 'Uvetta',
          },
        },
        'Spices & Seasonings': {
          name: 'Spezie e aromi',
          subCategories: {
            'Black Pepper': 'Pepe nero',
            'Chili Powder': 'Peperoncino in polvere',
            Turmeric: 'Curcuma',
            Cinnamon: 'Cannella',
            Saffron: 'Zafferano',
            'Spice Blends': 'Miscele di spezie',
          },
        },
        'Agricultural Inputs': {
          name: "Mezzi tecnici per l'agricoltura",
          subCategories: {
            Seeds: 'Sementi',
            Fertilizers: 'Fertilizzanti',
            Pesticides: 'Fitofarmaci',
            'Animal Feed': 'Mangimi',
            Greenhouses: 'Serre',
            'Irrigation Supplies': "Materiali per l'irrigazione",
          },
        },
      },
    },
    '0012': {
      name: 'Arredamento',
      description:
        "Produttori di mobili per la casa, l'ufficio, l'hotellerie e gli spazi esterni: divani, letti, tavoli e sedie da pranzo, scrivanie, sedute per ufficio, contenitori e arredo contract, con progetti su misura e produzione in grandi volumi per importatori e rivenditori.",
      categories: {
        'Living Room Furniture': {
          name: 'Mobili per soggiorno',
          subCategories: {
            Sofas: 'Divani',
            Armchairs: 'Poltrone',
            Recliners: 'Poltrone relax reclinabili',
            'Coffee Tables': 'Tavolini da salotto',
            'Side Tables': 'Tavolini laterali',
            'TV Stands': 'Mobili porta TV',
          },
        },
        'Bedroom Furniture': {
          name: 'Mobili per camera da letto',
          subCategories: {
            Beds: 'Letti',
            'Bunk Beds': 'Letti a castello',
            Mattresses: 'Materassi',
            Wardrobes: 'Armadi',
            Nightstands: 'Comodini',
            Dressers: 'Comò e cassettiere',
          },
        },
        'Dining Room Furniture': {
          name: 'Mobili per sala da pranzo',
          subCategories: {
            'Dining Tables': 'Tavoli da pranzo',
            'Dining Chairs': 'Sedie da pranzo',
            'Dining Sets': 'Set da pranzo',
            'Bar Stools': 'Sgabelli da bar',
            Sideboards: 'Credenze',
          },
        },
        'Office Furniture': {
          name: 'Mobili per ufficio',
          subCategories: {
            'Office Desks': 'Scrivanie per ufficio',
            'Office Chairs': 'Sedie per ufficio',
            Workstations: 'Postazioni di lavoro',
            'Conference Tables': 'Tavoli riunione',
            'Filing Cabinets': 'Schedari',
            'Reception Desks': 'Banconi reception',
          },
        },
        'Outdoor Furniture': {
          name: 'Mobili da esterno',
          subCategories: {
            'Patio Sets': 'Salotti da esterno',
            'Garden Chairs': 'Sedie da giardino',
            'Sun Loungers': 'Lettini prendisole',
            'Outdoor Benches': 'Panchine da esterno',
            'Outdoor Umbrellas': 'Ombrelloni',
            Hammocks: 'Amache',
          },
        },
        'Hotel & Commercial Furniture': {
          name: 'Arredo alberghiero e contract',
          subCategories: {
            'Hotel Room Furniture': "Arredo per camere d'albergo",
            'Restaurant Furniture': 'Arredo per ristoranti',
            'Lobby Furniture': 'Arredo per hall e lobby',
            'Banquet Tables': 'Tavoli per banchetti',
          },
        },
        "Kids' Furniture": {
          name: 'Mobili per bambini',
          subCategories: {
            "Kids' Beds": 'Letti per bambini',
            "Kids' Desks": 'Scrivanie per bambini',
            "Kids' Chairs": 'Sedie per bambini',
            'Toy Storage': 'Contenitori portagiochi',
          },
        },
        'Storage Furniture': {
          name: 'Mobili contenitori',
          subCategories: {
            Bookcases: 'Librerie',
            'Shoe Racks': 'Scarpiere',
            'Storage Cabinets': 'Armadi multiuso',
            'Display Shelves': 'Scaffali espositivi',
          },
        },
      },
    },
    '0013': {
      name: 'Sanità',
      description:
        'Apparecchiature medicali, materiali di consumo, arredi ospedalieri, prodotti per laboratorio e diagnostica, forniture odontoiatriche, strumentario chirurgico e dispositivi per la salute personale da produttori certificati al servizio di ospedali, cliniche, farmacie e distributori del settore sanitario.',
      categories: {
        'Medical Equipment': {
          name: 'Apparecchiature medicali',
          subCategories: {
            'Patient Monitors': 'Monitor multiparametrici',
            'ECG Machines': 'Elettrocardiografi',
            'Ultrasound Scanners': 'Ecografi',
            'X-Ray Machines': 'Apparecchi radiologici',
            'Infusion Pumps': 'Pompe per infusione',
            Ventilators: 'Ventilatori polmonari',
            Defibrillators: 'Defibrillatori',
          },
        },
        'Medical Consumables': {
          name: 'Materiali di consumo medicali',
          subCategories: {
            Syringes: 'Siringhe',
            'Surgical Gloves': 'Guanti chirurgici',
            'Medical Face Masks': 'Mascherine chirurgiche',
            'Bandages & Dressings': 'Bende e medicazioni',
            Catheters: 'Cateteri',
            'IV Sets': 'Set per infusione',
            'Cotton Swabs': 'Bastoncini cotonati',
          },
        },
        'Hospital Furniture': {
          name: 'Arredi ospedalieri',
          subCategories: {
            'Hospital Beds': 'Letti ospedalieri',
            'Examination Tables': 'Lettini da visita',
            Stretchers: 'Barelle',
            'Medical Trolleys': 'Carrelli medicali',
            'Bedside Cabinets': 'Comodini ospedalieri',
          },
        },
        'Laboratory & Diagnostics': {
          name: 'Laboratorio e diagnostica',
          subCategories: {
            'Rapid Test Kits': 'Test rapidi',
            'Laboratory Analyzers': 'Analizzatori da laboratorio',
            'Laboratory Centrifuges': 'Centrifughe da laboratorio',
            Microscopes: 'Microscopi',
            'Laboratory Glassware': 'Vetreria da laboratorio',
            'Blood Collection Tubes': 'Provette per prelievo ematico',
          },
        },
        'Personal Health Devices': {
          name: 'Dispositivi per la salute personale',
          subCategories: {
            'Blood Pressure Monitors': 'Misuratori di pressione',
            'Blood Glucose Meters': 'Glucometri',
            'Digital Thermometers': 'Termometri digitali',
            'Pulse Oximeters': 'Pulsossimetri',
            Nebulizers: 'Apparecchi per aerosol',
            'Hearing Aids': 'Apparecchi acustici',
          },
        },
        'Mobility & Rehabilitation': {
          name: 'Ausili e riabilitazione',
          subCategories: {
            Wheelchairs: 'Sedie a rotelle',
            'Mobility Scooters': 'Scooter elettrici per disabili',
            'Walking Aids': 'Ausili per la deambulazione',
            'Orthopedic Braces': 'Tutori ortopedici',
            'Physiotherapy Equipment': 'Attrezzature per fisioterapia',
          },
        },
        'Dental Supplies': {
          name: 'Forniture odontoiatriche',
          subCategories: {
            'Dental Chairs': 'Riuniti odontoiatrici',
            'Dental Implants': 'Impianti dentali',
            'Dental Instruments': 'Strumenti odontoiatrici',
            'Dental Materials': 'Materiali dentali',
            'Orthodontic Supplies': 'Prodotti per ortodonzia',
          },
        },
        'Surgical Instruments': {
          name: 'Strumentario chirurgico',
          subCategories: {
            'Scalpels & Blades': 'Bisturi e lame',
            Forceps: 'Pinze chirurgiche',
            'Surgical Scissors': 'Forbici chirurgiche',
            Retractors: 'Divaricatori',
            'Surgical Staplers': 'Suturatrici chirurgiche',
            'Electrosurgical Units': 'Elettrobisturi',
          },
        },
        'Pharmaceuticals & Supplements': {
          name: 'Farmaceutici e integratori',
          subCategories: {
            'Generic Drugs': 'Farmaci equivalenti (generici)',
            'Active Pharmaceutical Ingredients': 'Principi attivi farmaceutici (API)',
            'Vitamins & Minerals': 'Vitamine e minerali',
            'Herbal Supplements': 'Integratori erboristici',
            'Protein Supplements': 'Integratori proteici',
            'Veterinary Medicines': 'Farmaci veterinari',
          },
        },
      },
    },
    '0014': {
      name: 'Casa ed edilizia',
      description:
        "Materiali da costruzione, pavimenti, porte e finestre, arredo cucina e bagno, illuminazione, idraulica, ferramenta e utensili, elettrodomestici, articoli per la cucina e complementi d'arredo da fornitori al servizio di imprese edili, promotori immobiliari, grossisti e rivenditori.",
      categories: {
        'Building Materials': {
          name: 'Materiali da costruzione',
          subCategories: {
            Cement: 'Cemento',
            'Bricks & Blocks': 'Mattoni e blocchi',
            'Steel Rebar': 'Tondini per cemento armato',
            'Gypsum Boards': 'Lastre in cartongesso',
            'Insulation Materials': 'Materiali isolanti',
            'Roofing Sheets': 'Lamiere per coperture',
            'Architectural Glass': 'Vetro per edilizia',
            'Waterproofing Materials': 'Impermeabilizzanti',
          },
        },
        Flooring: {
          name: 'Pavimenti',
          subCategories: {
            'Ceramic Tiles': 'Piastrelle in ceramica',
            'Porcelain Tiles': 'Gres porcellanato',
            'Natural Stone': 'Pietra naturale',
            'Laminate Flooring': 'Pavimenti in laminato',
            'Vinyl Flooring': 'Pavimenti vinilici',
            'Hardwood Flooring': 'Parquet',
            Carpets: 'Moquette',
          },
        },
        'Doors & Windows': {
          name: 'Porte e finestre',
          subCategories: {
            'Wooden Doors': 'Porte in legno',
            'Steel Doors': 'Porte in acciaio',
            'Garage Doors': 'Porte da garage',
            'Aluminum Windows': 'Finestre in alluminio',
            'UPVC Windows': 'Finestre in PVC',
            'Door Locks': 'Serrature',
            'Door Handles': 'Maniglie per porte',
          },
        },
        'Kitchen & Bathroom': {
          name: 'Cucina e bagno',
          subCategories: {
            'Kitchen Cabinets': 'Mobili da cucina',
            'Kitchen Sinks': 'Lavelli da cucina',
            Faucets: 'Rubinetteria',
            Toilets: 'Vasi WC',
            Bathtubs: 'Vasche da bagno',
            'Shower Enclosures': 'Box doccia',
            'Vanity Units': 'Mobili bagno',
          },
        },
        Lighting: {
          name: 'Illuminazione',
          subCategories: {
            'LED Bulbs': 'Lampadine LED',
            'Ceiling Lights': 'Plafoniere',
            'Pendant Lights': 'Lampade a sospensione',
            Floodlights: 'Proiettori',
            'Outdoor Lighting': 'Illuminazione per esterni',
            'Smart Lighting': 'Illuminazione intelligente',
          },
        },
        'Plumbing & Pipes': {
          name: 'Idraulica e tubazioni',
          subCategories: {
            'PVC Pipes': 'Tubi in PVC',
            'PPR Pipes': 'Tubi in PPR',
            'Pipe Fittings': 'Raccordi per tubazioni',
            'Water Heaters': 'Scaldabagni',
            'Drainage Systems': 'Sistemi di scarico',
          },
        },
        'Hardware & Tools': {
          name: 'Ferramenta e utensili',
          subCategories: {
            'Hand Tools': 'Utensili manuali',
            'Power Tools': 'Elettroutensili',
            'Measuring Tools': 'Strumenti di misura',
            Fasteners: 'Viteria e sistemi di fissaggio',
            'Tool Storage': 'Cassette e carrelli portautensili',
            Ladders: 'Scale',
          },
        },
        'Home Appliances': {
          name: 'Elettrodomestici',
          subCategories: {
            Refrigerators: 'Frigoriferi',
            'Washing Machines': 'Lavatrici',
            'Air Conditioners': 'Condizionatori',
            'Microwave Ovens': 'Forni a microonde',
            'Vacuum Cleaners': 'Aspirapolvere',
            'Water Dispensers': "Erogatori d'acqua",
          },
        },
        Kitchenware: {
          name: 'Articoli per la cucina',
          subCategories: {
            Cookware: 'Pentole e padelle',
            Bakeware: 'Stampi da forno',
            Cutlery: 'Posate',
            'Kitchen Utensils': 'Utensili da cucina',
            'Food Storage Containers': 'Contenitori per alimenti',
            Drinkware: 'Bicchieri e tazze',
          },
        },
        'Home Decor & Textiles': {
          name: "Complementi d'arredo e tessili per la casa",
          subCategories: {
            Curtains: 'Tende',
            Rugs: 'Tappeti',
            'Bedding Sets': 'Parure letto',
            Cushions: "Cuscini d'arredo",
            'Wall Art': 'Quadri e decorazioni murali',
            'Artificial Plants': 'Piante artificiali',
          },
        },
      },
    },
    '0015': {
      name: 'Servizi alle imprese',
      description:
        "Fornitori di servizi a supporto del commercio internazionale: dalle spedizioni, ispezioni e finanza per il commercio estero agli agenti di sourcing, alla produzione conto terzi, al marketing, alla selezione del personale e alla consulenza legale, fiscale e per l'ingresso in nuovi mercati.",
      categories: {
        'Logistics & Shipping': {
          name: 'Logistica e spedizioni',
          subCategories: {
            'Freight Forwarding': 'Spedizioni internazionali',
            'Ocean Freight': 'Trasporto marittimo',
            'Air Freight': 'Trasporto aereo',
            'Rail Freight': 'Trasporto ferroviario',
            'Customs Brokerage': 'Servizi doganali',
            Warehousing: 'Logistica di magazzino',
            'Courier Services': 'Corrieri espresso',
          },
        },
        'Inspection & Certification': {
          name: 'Ispezione e certificazione',
          subCategories: {
            'Product Inspection': 'Ispezioni di prodotto',
            'Factory Audits': 'Audit degli stabilimenti',
            'Laboratory Testing': 'Prove di laboratorio',
            'Product Certification': 'Certificazione di prodotto',
            'Supplier Verification': 'Verifica dei fornitori',
          },
        },
        'Trade Finance & Insurance': {
          name: 'Finanza per il commercio estero e assicurazioni',
          subCategories: {
            'Documentary Credits': 'Crediti documentari',
            'Export Financing': "Finanziamenti all'export",
            Factoring: 'Factoring',
            'Trade Credit Insurance': 'Assicurazione dei crediti commerciali',
            'Cargo Insurance': 'Assicurazione merci trasportate',
            'Payment Services': 'Servizi di pagamento',
          },
        },
        'Sourcing & Procurement': {
          name: 'Sourcing e approvvigionamento',
          subCategories: {
            'Sourcing Agents': 'Agenti di sourcing',
            'Supplier Identification': 'Ricerca fornitori',
            'Procurement Outsourcing': 'Outsourcing degli acquisti',
            'Order Follow-Up': 'Monitoraggio degli ordini',
            'Private Label Services': 'Servizi private label',
          },
        },
        'Manufacturing Services': {
          name: 'Servizi di produzione',
          subCategories: {
            'OEM Manufacturing': 'Produzione conto terzi (OEM)',
            'ODM Services': 'Servizi ODM',
            'Product Design': 'Design di prodotto',
            Prototyping: 'Prototipazione',
            'Mold Making': 'Costruzione stampi',
            'Packaging Design': 'Design del packaging',
          },
        },
        'Marketing & Advertising': {
          name: 'Marketing e pubblicità',
          subCategories: {
            'Digital Marketing': 'Marketing digitale',
            'Market Research': 'Ricerche di mercato',
            'Branding & Design': 'Branding e design',
            'Product Photography': 'Fotografia di prodotto',
            'Trade Show Services': 'Servizi per fiere',
          },
        },
        'Consulting & Professional Services': {
          name: 'Consulenza e servizi professionali',
          subCategories: {
            'Business Consulting': 'Consulenza aziendale',
            'Market Entry Consulting': "Consulenza per l'internazionalizzazione",
            'Legal Services': 'Servizi legali',
            'Accounting & Tax': 'Contabilità e fisco',
            'Company Registration': 'Costituzione di società',
            'Translation Services': 'Servizi di traduzione',
          },
        },
        'HR & Staffing': {
          name: 'Risorse umane e personale',
          subCategories: {
            'Recruitment Services': 'Selezione del personale',
            'Staffing Agencies': 'Agenzie per il lavoro',
            'Payroll Services': 'Elaborazione buste paga',
            'Employee Training': 'Formazione del personale',
          },
        },
      },
    },
  },
  businessTypes: {
    PR: 'Prodotti',
    UR: 'Utenti',
    MA: 'Produttori',
    DI: 'Distributori',
    WS: 'Grossisti',
    IM: 'Importatori',
    EX: 'Esportatori',
    RE: 'Dettaglianti',
    IN: 'Investitori',
    CO: 'Consulenti',
    GO: 'Pubblica amministrazione',
  },
  jobPositions: {
    'owner-founder': 'Titolare / Fondatore',
    'ceo-managing-director': 'CEO / Amministratore delegato',
    'general-manager': 'Direttore generale',
    'sales-director': 'Direttore commerciale',
    'export-manager': 'Responsabile export',
    'purchasing-manager': 'Responsabile acquisti',
    'procurement-specialist': 'Specialista approvvigionamenti',
    'sourcing-agent': 'Agente di sourcing',
    'business-development-manager': 'Responsabile sviluppo commerciale',
    'marketing-manager': 'Responsabile marketing',
    'product-manager': 'Responsabile di prodotto',
    'operations-manager': 'Responsabile operativo',
    'plant-manager': 'Direttore di stabilimento',
    'quality-manager': 'Responsabile qualità',
    'logistics-manager': 'Responsabile logistica',
    'supply-chain-manager': 'Responsabile supply chain',
    engineer: 'Ingegnere',
    'technical-director': 'Direttore tecnico',
    'finance-director': 'Direttore finanziario',
    consultant: 'Consulente',
    'sales-representative': 'Agente di commercio',
    'customer-service': 'Assistenza clienti',
    'government-official': 'Funzionario pubblico',
    investor: 'Investitore',
    other: 'Altro',
  },
  genders: {
    F: 'Donna',
    M: 'Uomo',
    O: 'Altro',
    N: 'Preferisco non indicarlo',
  },
};
