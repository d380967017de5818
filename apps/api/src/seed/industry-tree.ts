// Reference data for the industry → category → sub-category tree used to seed
// the directory. Names are Title Case, unique within an industry and contain
// no dots (dots are used as path separators elsewhere).

export type SeedSubCategory = string;
export type SeedCategory = { name: string; subCategories: SeedSubCategory[] };
export type SeedIndustry = {
  key: string;
  name: string;
  description: string;
  icon: string;
  categories: SeedCategory[];
};

export const INDUSTRY_TREE: SeedIndustry[] = [
  {
    key: '0001',
    name: 'Automation',
    description:
      'Find manufacturers and distributors of factory automation equipment, from PLCs, sensors and industrial robots to motion control, pneumatics and machine vision systems that help plants run faster, safer and with less manual work.',
    icon: 'Bot',
    categories: [
      {
        name: 'PLCs & Controllers',
        subCategories: [
          'Compact PLCs',
          'Modular PLCs',
          'Safety PLCs',
          'Micro PLCs',
          'Programmable Automation Controllers',
          'PLC I/O Modules',
        ],
      },
      {
        name: 'Industrial Robots',
        subCategories: [
          'Articulated Robots',
          'SCARA Robots',
          'Delta Robots',
          'Collaborative Robots',
          'Cartesian Robots',
          'Robot Grippers & End Effectors',
        ],
      },
      {
        name: 'Sensors & Transducers',
        subCategories: [
          'Proximity Sensors',
          'Photoelectric Sensors',
          'Pressure Transducers',
          'Temperature Sensors',
          'Level Sensors',
          'Flow Sensors',
          'Ultrasonic Sensors',
          'Rotary Encoders',
        ],
      },
      {
        name: 'Motion Control',
        subCategories: [
          'Servo Motors',
          'Servo Drives',
          'Stepper Motors',
          'Stepper Drivers',
          'Motion Controllers',
          'Linear Actuators',
        ],
      },
      {
        name: 'HMI & Operator Panels',
        subCategories: ['Touch Screen HMIs', 'Text Displays', 'Panel PCs', 'Industrial Monitors', 'Operator Keypads'],
      },
      {
        name: 'Pneumatics',
        subCategories: [
          'Pneumatic Cylinders',
          'Solenoid Valves',
          'Air Preparation Units',
          'Pneumatic Fittings',
          'Vacuum Generators',
          'Pneumatic Tubing',
        ],
      },
      {
        name: 'Machine Vision',
        subCategories: [
          'Smart Cameras',
          'Vision Sensors',
          'Industrial Cameras',
          'Machine Vision Lighting',
          'Barcode Readers',
          'Vision Software',
        ],
      },
      {
        name: 'Industrial Networking',
        subCategories: [
          'Industrial Ethernet Switches',
          'Fieldbus Modules',
          'Industrial Routers',
          'Protocol Gateways',
          'Industrial Wireless Devices',
        ],
      },
      {
        name: 'SCADA & Industrial Software',
        subCategories: ['SCADA Systems', 'MES Software', 'Historian Software', 'Remote Monitoring Systems'],
      },
    ],
  },
  {
    key: '0002',
    name: 'Electronics & IT',
    description:
      'Source electronic components, circuit boards, computer hardware, networking gear and consumer electronics from verified suppliers, along with test instruments, security systems and the software and IT services that keep businesses connected.',
    icon: 'Cpu',
    categories: [
      {
        name: 'Electronic Components',
        subCategories: [
          'Resistors',
          'Capacitors',
          'Inductors',
          'Diodes',
          'Transistors',
          'Connectors',
          'Crystals & Oscillators',
          'Fuses',
          'Relays',
        ],
      },
      {
        name: 'Integrated Circuits',
        subCategories: [
          'Microcontrollers',
          'Memory Chips',
          'Power Management ICs',
          'Analog ICs',
          'FPGAs',
          'Interface ICs',
        ],
      },
      {
        name: 'PCB & PCBA',
        subCategories: ['Rigid PCBs', 'Flexible PCBs', 'Rigid-Flex PCBs', 'HDI PCBs', 'PCB Assembly Services'],
      },
      {
        name: 'Computer Hardware',
        subCategories: [
          'Desktop Computers',
          'Laptops',
          'Servers',
          'Motherboards',
          'Graphics Cards',
          'Storage Drives',
          'Computer Peripherals',
        ],
      },
      {
        name: 'Networking Equipment',
        subCategories: [
          'Routers',
          'Network Switches',
          'Wireless Access Points',
          'Firewalls',
          'Network Cables',
          'Fiber Optic Transceivers',
        ],
      },
      {
        name: 'Displays & Screens',
        subCategories: ['LCD Modules', 'OLED Displays', 'LED Display Panels', 'Touch Screens', 'Digital Signage'],
      },
      {
        name: 'Consumer Electronics',
        subCategories: [
          'Smartphones',
          'Tablets',
          'Headphones & Earbuds',
          'Bluetooth Speakers',
          'Smart Watches',
          'Televisions',
        ],
      },
      {
        name: 'Security & Surveillance',
        subCategories: [
          'CCTV Cameras',
          'IP Cameras',
          'Video Recorders',
          'Access Control Systems',
          'Alarm Systems',
          'Video Intercoms',
        ],
      },
      {
        name: 'Test & Measurement',
        subCategories: [
          'Oscilloscopes',
          'Multimeters',
          'Signal Generators',
          'Spectrum Analyzers',
          'Bench Power Supplies',
          'Logic Analyzers',
        ],
      },
      {
        name: 'Software & IT Services',
        subCategories: [
          'ERP Software',
          'Cloud Services',
          'Custom Software Development',
          'IT Outsourcing',
          'Cybersecurity Services',
        ],
      },
    ],
  },
  {
    key: '0003',
    name: 'Energy',
    description:
      'Connect with suppliers of solar and wind systems, batteries and energy storage, generators, power distribution equipment and EV chargers, plus cables and oil and gas equipment for utility, commercial and industrial energy projects.',
    icon: 'Zap',
    categories: [
      {
        name: 'Solar Energy',
        subCategories: [
          'Solar Panels',
          'Solar Inverters',
          'Solar Charge Controllers',
          'Solar Mounting Systems',
          'Solar Water Heaters',
          'Solar Street Lights',
        ],
      },
      {
        name: 'Wind Energy',
        subCategories: [
          'Horizontal Axis Wind Turbines',
          'Vertical Axis Wind Turbines',
          'Wind Turbine Blades',
          'Wind Turbine Controllers',
        ],
      },
      {
        name: 'Batteries & Energy Storage',
        subCategories: [
          'Lithium-Ion Batteries',
          'Lead-Acid Batteries',
          'Battery Energy Storage Systems',
          'Battery Management Systems',
          'Battery Packs',
          'Portable Power Stations',
        ],
      },
      {
        name: 'Generators',
        subCategories: [
          'Diesel Generators',
          'Gas Generators',
          'Portable Generators',
          'Inverter Generators',
          'Standby Generators',
        ],
      },
      {
        name: 'Power Distribution',
        subCategories: [
          'Switchgear',
          'Distribution Transformers',
          'Circuit Breakers',
          'Distribution Boards',
          'Busbar Systems',
          'Electricity Meters',
        ],
      },
      {
        name: 'Cables & Wires',
        subCategories: ['Power Cables', 'Building Wires', 'Overhead Conductors', 'Solar Cables', 'Cable Accessories'],
      },
      {
        name: 'Oil & Gas Equipment',
        subCategories: [
          'Drilling Equipment',
          'Wellhead Equipment',
          'Pipeline Valves',
          'Oilfield Pumps',
          'Oil & Gas Separators',
        ],
      },
      {
        name: 'EV Charging',
        subCategories: [
          'AC Charging Stations',
          'DC Fast Chargers',
          'Portable EV Chargers',
          'Charging Cables & Connectors',
        ],
      },
    ],
  },
  {
    key: '0004',
    name: 'Industrial Technology',
    description:
      'Browse industrial pumps, valves, compressors, welding equipment, heating and cooling systems, material handling and filtration solutions from manufacturers serving process plants, workshops and heavy industry.',
    icon: 'Factory',
    categories: [
      {
        name: 'Industrial Pumps',
        subCategories: [
          'Centrifugal Pumps',
          'Submersible Pumps',
          'Diaphragm Pumps',
          'Gear Pumps',
          'Vacuum Pumps',
          'Dosing Pumps',
        ],
      },
      {
        name: 'Industrial Valves',
        subCategories: [
          'Ball Valves',
          'Gate Valves',
          'Butterfly Valves',
          'Check Valves',
          'Globe Valves',
          'Control Valves',
        ],
      },
      {
        name: 'Air Compressors',
        subCategories: [
          'Screw Air Compressors',
          'Piston Air Compressors',
          'Oil-Free Air Compressors',
          'Compressed Air Dryers',
        ],
      },
      {
        name: 'Welding & Cutting',
        subCategories: [
          'Stick Welders',
          'MIG Welders',
          'TIG Welders',
          'Plasma Cutters',
          'Laser Welding Machines',
          'Welding Consumables',
        ],
      },
      {
        name: 'Industrial Heating & Cooling',
        subCategories: [
          'Industrial Chillers',
          'Cooling Towers',
          'Heat Exchangers',
          'Industrial Boilers',
          'Industrial Ovens',
        ],
      },
      {
        name: 'Material Handling',
        subCategories: [
          'Forklifts',
          'Pallet Jacks',
          'Conveyors',
          'Hoists',
          'Overhead Cranes',
          'Automated Guided Vehicles',
        ],
      },
      {
        name: 'Filtration & Separation',
        subCategories: [
          'Industrial Filters',
          'Dust Collectors',
          'Water Treatment Systems',
          'Industrial Centrifuges',
          'Oil Water Separators',
        ],
      },
    ],
  },
  {
    key: '0005',
    name: 'Machineries',
    description:
      'Discover production machinery for every sector, including CNC and laser machines, sheet metal, plastic, packaging, food processing, textile and printing equipment, as well as construction and agricultural machinery from established builders.',
    icon: 'Cog',
    categories: [
      {
        name: 'CNC Machines',
        subCategories: [
          'CNC Lathes',
          'CNC Milling Machines',
          'Machining Centers',
          'CNC Routers',
          'CNC Grinding Machines',
          'EDM Machines',
        ],
      },
      {
        name: 'Laser Machines',
        subCategories: [
          'Laser Cutting Machines',
          'Laser Engraving Machines',
          'Laser Marking Machines',
          'Laser Cleaning Machines',
        ],
      },
      {
        name: 'Sheet Metal Machinery',
        subCategories: [
          'Press Brakes',
          'Shearing Machines',
          'Punching Machines',
          'Plate Rolling Machines',
          'Pipe Bending Machines',
        ],
      },
      {
        name: 'Plastic & Rubber Machinery',
        subCategories: [
          'Injection Molding Machines',
          'Extrusion Machines',
          'Blow Molding Machines',
          'Thermoforming Machines',
          'Plastic Recycling Machines',
        ],
      },
      {
        name: 'Packaging Machinery',
        subCategories: [
          'Filling Machines',
          'Sealing Machines',
          'Capping Machines',
          'Labeling Machines',
          'Wrapping Machines',
          'Cartoning Machines',
          'Vacuum Packaging Machines',
        ],
      },
      {
        name: 'Food Processing Machinery',
        subCategories: [
          'Bakery Equipment',
          'Meat Processing Machines',
          'Beverage Processing Equipment',
          'Fruit & Vegetable Processing Machines',
          'Dairy Processing Equipment',
        ],
      },
      {
        name: 'Construction Machinery',
        subCategories: ['Excavators', 'Wheel Loaders', 'Bulldozers', 'Concrete Mixers', 'Road Rollers', 'Tower Cranes'],
      },
      {
        name: 'Agricultural Machinery',
        subCategories: [
          'Tractors',
          'Combine Harvesters',
          'Seeders & Planters',
          'Crop Sprayers',
          'Rotary Tillers',
          'Irrigation Equipment',
        ],
      },
      {
        name: 'Textile Machinery',
        subCategories: [
          'Spinning Machines',
          'Weaving Machines',
          'Knitting Machines',
          'Industrial Sewing Machines',
          'Embroidery Machines',
        ],
      },
      {
        name: 'Printing Machinery',
        subCategories: [
          'Offset Printing Machines',
          'Digital Printing Machines',
          'Flexographic Printing Machines',
          'Screen Printing Machines',
          'Industrial 3D Printers',
        ],
      },
    ],
  },
  {
    key: '0006',
    name: 'Power Transmission',
    description:
      'Source the mechanical and electrical parts that move machines, including bearings, gears and gearboxes, electric motors, drives, belts, chains, couplings, clutches and linear motion components from specialist manufacturers and distributors.',
    icon: 'Settings',
    categories: [
      {
        name: 'Bearings',
        subCategories: [
          'Ball Bearings',
          'Roller Bearings',
          'Needle Bearings',
          'Thrust Bearings',
          'Pillow Block Bearings',
          'Linear Bearings',
          'Slewing Bearings',
        ],
      },
      {
        name: 'Gears & Gearboxes',
        subCategories: [
          'Spur Gears',
          'Helical Gears',
          'Bevel Gears',
          'Worm Gearboxes',
          'Planetary Gearboxes',
          'Helical Gearboxes',
        ],
      },
      {
        name: 'Electric Motors',
        subCategories: [
          'AC Induction Motors',
          'DC Motors',
          'Brushless DC Motors',
          'Gear Motors',
          'Explosion-Proof Motors',
        ],
      },
      {
        name: 'Variable Frequency Drives',
        subCategories: ['Low Voltage Drives', 'Medium Voltage Drives', 'DC Drives', 'Soft Starters'],
      },
      {
        name: 'Belts & Pulleys',
        subCategories: ['V-Belts', 'Timing Belts', 'Flat Belts', 'V-Belt Pulleys', 'Timing Pulleys'],
      },
      {
        name: 'Chains & Sprockets',
        subCategories: ['Roller Chains', 'Conveyor Chains', 'Leaf Chains', 'Engineering Chains', 'Sprockets'],
      },
      {
        name: 'Couplings',
        subCategories: [
          'Jaw Couplings',
          'Gear Couplings',
          'Disc Couplings',
          'Grid Couplings',
          'Fluid Couplings',
          'Rigid Couplings',
        ],
      },
      {
        name: 'Clutches & Brakes',
        subCategories: [
          'Electromagnetic Clutches',
          'Electromagnetic Brakes',
          'Industrial Disc Brakes',
          'Torque Limiters',
        ],
      },
      {
        name: 'Linear Motion',
        subCategories: ['Linear Guides', 'Ball Screws', 'Lead Screws', 'Linear Modules'],
      },
    ],
  },
  {
    key: '0007',
    name: 'Apparel',
    description:
      "Find garment manufacturers and wholesalers for men's, women's and children's clothing, sportswear, workwear, underwear, outerwear and denim, together with the fabrics and yarns used to produce them, with OEM and private label options.",
    icon: 'Shirt',
    categories: [
      {
        name: "Men's Clothing",
        subCategories: [
          "Men's Shirts",
          "Men's T-Shirts",
          "Men's Trousers",
          "Men's Suits",
          "Men's Jackets",
          "Men's Sweaters",
        ],
      },
      {
        name: "Women's Clothing",
        subCategories: [
          'Dresses',
          'Blouses & Tops',
          'Skirts',
          "Women's Trousers",
          "Women's Jackets",
          "Women's Knitwear",
        ],
      },
      {
        name: "Children's Clothing",
        subCategories: ["Boys' Clothing", "Girls' Clothing", 'School Uniforms', "Children's Outerwear"],
      },
      {
        name: 'Sportswear',
        subCategories: [
          'Yoga Wear',
          'Running Apparel',
          'Team Uniforms',
          'Tracksuits',
          'Compression Wear',
          'Cycling Apparel',
          'Swimwear',
        ],
      },
      {
        name: 'Workwear & Uniforms',
        subCategories: [
          'Coveralls',
          'High-Visibility Clothing',
          'Flame-Resistant Clothing',
          'Chef Uniforms',
          'Medical Scrubs',
          'Corporate Uniforms',
        ],
      },
      {
        name: 'Underwear & Sleepwear',
        subCategories: ['Bras', 'Briefs & Boxers', 'Lingerie', 'Shapewear', 'Pajamas', 'Socks & Hosiery'],
      },
      {
        name: 'Outerwear',
        subCategories: ['Down Jackets', 'Parkas', 'Raincoats', 'Windbreakers', 'Wool Coats'],
      },
      {
        name: 'Denim',
        subCategories: ['Jeans', 'Denim Jackets', 'Denim Shorts', 'Denim Skirts'],
      },
      {
        name: 'Textiles & Fabrics',
        subCategories: [
          'Cotton Fabrics',
          'Polyester Fabrics',
          'Knitted Fabrics',
          'Denim Fabrics',
          'Silk Fabrics',
          'Linen Fabrics',
          'Yarns',
        ],
      },
    ],
  },
  {
    key: '0008',
    name: 'Baby World',
    description:
      'Source baby clothing, feeding and diapering products, strollers, car seats, nursery furniture, toys and safety essentials from manufacturers that meet international child safety standards, ready for retailers, distributors and private label brands.',
    icon: 'Baby',
    categories: [
      {
        name: 'Baby Clothing',
        subCategories: ['Bodysuits', 'Rompers', 'Baby Sleepsuits', 'Baby Hats & Mittens', 'Baby Socks'],
      },
      {
        name: 'Feeding Products',
        subCategories: ['Baby Bottles', 'Pacifiers', 'Breast Pumps', 'Bibs', 'Baby Tableware', 'Bottle Sterilizers'],
      },
      {
        name: 'Diapering',
        subCategories: ['Disposable Diapers', 'Cloth Diapers', 'Baby Wipes', 'Changing Mats', 'Diaper Bags'],
      },
      {
        name: 'Baby Gear',
        subCategories: ['Strollers', 'Car Seats', 'Baby Carriers', 'High Chairs', 'Baby Walkers', 'Bouncers & Swings'],
      },
      {
        name: 'Nursery Furniture',
        subCategories: [
          'Cribs & Cots',
          'Bassinets',
          'Changing Tables',
          'Crib Mattresses',
          'Playpens',
          'Nursery Storage',
        ],
      },
      {
        name: 'Baby Toys',
        subCategories: [
          'Educational Toys',
          'Plush Toys',
          'Teethers & Rattles',
          'Activity Gyms',
          'Bath Toys',
          'Stacking Toys',
        ],
      },
      {
        name: 'Baby Care & Safety',
        subCategories: [
          'Baby Monitors',
          'Safety Gates',
          'Baby Thermometers',
          'Baby Skin Care',
          'Baby Bathtubs',
          'Nasal Aspirators',
        ],
      },
    ],
  },
  {
    key: '0009',
    name: 'Beauty Care',
    description:
      'Explore skin care, hair care, makeup, fragrances, nail products and personal care items, along with beauty devices, salon and spa equipment and cosmetic packaging from manufacturers offering OEM, ODM and private label production.',
    icon: 'Sparkles',
    categories: [
      {
        name: 'Skin Care',
        subCategories: [
          'Facial Cleansers',
          'Toners',
          'Serums',
          'Moisturizers',
          'Eye Creams',
          'Sunscreens',
          'Face Masks',
        ],
      },
      {
        name: 'Hair Care',
        subCategories: [
          'Shampoos',
          'Conditioners',
          'Hair Oils',
          'Hair Dyes',
          'Hair Styling Products',
          'Hair Treatments',
        ],
      },
      {
        name: 'Makeup',
        subCategories: ['Foundations', 'Makeup Primers', 'Lipsticks', 'Mascaras', 'Eyeliners', 'Eyeshadows', 'Blushes'],
      },
      {
        name: 'Fragrances',
        subCategories: ['Perfumes', 'Colognes', 'Body Mists', 'Deodorants', 'Fragrance Oils'],
      },
      {
        name: 'Nail Care',
        subCategories: ['Nail Polish', 'Gel Polish', 'Artificial Nails', 'Nail Art Supplies', 'Nail Tools'],
      },
      {
        name: 'Personal Care',
        subCategories: ['Body Wash', 'Body Lotions', 'Soaps', 'Oral Care', 'Shaving Products', 'Feminine Care'],
      },
      {
        name: 'Beauty Tools & Devices',
        subCategories: [
          'Makeup Brushes',
          'Eyelash Curlers',
          'Hair Dryers',
          'Hair Straighteners',
          'Facial Cleansing Devices',
          'Epilators',
        ],
      },
      {
        name: 'Salon & Spa Equipment',
        subCategories: ['Salon Chairs', 'Pedicure Chairs', 'Spa Beds', 'Facial Steamers', 'Salon Trolleys'],
      },
      {
        name: 'Cosmetic Packaging',
        subCategories: ['Cosmetic Bottles', 'Cosmetic Jars', 'Airless Pump Bottles', 'Lipstick Tubes', 'Compact Cases'],
      },
    ],
  },
  {
    key: '0010',
    name: 'Fashion Accessories',
    description:
      'Browse watches, jewelry, bags, eyewear, footwear, belts, hats, scarves and hair accessories from factories and wholesalers supplying boutiques, department stores, online sellers and brands looking for reliable fashion accessory production.',
    icon: 'Watch',
    categories: [
      {
        name: 'Watches',
        subCategories: ['Quartz Watches', 'Mechanical Watches', 'Sports Watches', 'Luxury Watches', 'Watch Straps'],
      },
      {
        name: 'Jewelry',
        subCategories: ['Fine Jewelry', 'Fashion Jewelry', 'Necklaces', 'Earrings', 'Rings', 'Bracelets'],
      },
      {
        name: 'Bags & Wallets',
        subCategories: ['Handbags', 'Tote Bags', 'Crossbody Bags', 'Backpacks', 'Clutches', 'Wallets'],
      },
      {
        name: 'Eyewear',
        subCategories: ['Sunglasses', 'Optical Frames', 'Reading Glasses', 'Contact Lenses', 'Eyewear Cases'],
      },
      {
        name: 'Footwear',
        subCategories: ['Sneakers', 'Leather Shoes', 'Boots', 'Sandals', 'Slippers', 'High Heels'],
      },
      {
        name: 'Belts',
        subCategories: ['Leather Belts', 'Canvas Belts', 'Braided Belts', 'Belt Buckles'],
      },
      {
        name: 'Hats & Caps',
        subCategories: ['Baseball Caps', 'Beanies', 'Sun Hats', 'Bucket Hats', 'Fedoras'],
      },
      {
        name: 'Scarves & Gloves',
        subCategories: ['Silk Scarves', 'Wool Scarves', 'Shawls', 'Winter Gloves', 'Leather Gloves'],
      },
      {
        name: 'Hair Accessories',
        subCategories: ['Hair Clips', 'Headbands', 'Hair Ties', 'Hair Pins', 'Scrunchies'],
      },
    ],
  },
  {
    key: '0011',
    name: 'Food & Agriculture',
    description:
      'Buy fresh produce, grains, meat and seafood, dairy, beverages, packaged foods, edible oils, nuts and spices directly from growers, processors and exporters, plus seeds, fertilizers and animal feed for farming operations.',
    icon: 'Wheat',
    categories: [
      {
        name: 'Fresh Produce',
        subCategories: ['Fresh Fruits', 'Fresh Vegetables', 'Mushrooms', 'Fresh Herbs'],
      },
      {
        name: 'Grains & Cereals',
        subCategories: ['Rice', 'Wheat', 'Corn', 'Barley', 'Oats', 'Quinoa'],
      },
      {
        name: 'Meat & Seafood',
        subCategories: ['Beef', 'Pork', 'Poultry', 'Lamb & Mutton', 'Fish', 'Shrimp & Shellfish'],
      },
      {
        name: 'Dairy & Eggs',
        subCategories: ['Milk', 'Milk Powder', 'Cheese', 'Butter', 'Yogurt', 'Eggs'],
      },
      {
        name: 'Beverages',
        subCategories: ['Coffee', 'Tea', 'Fruit Juices', 'Soft Drinks', 'Energy Drinks', 'Bottled Water'],
      },
      {
        name: 'Packaged & Processed Food',
        subCategories: [
          'Canned Food',
          'Frozen Food',
          'Snacks',
          'Confectionery',
          'Bakery Products',
          'Pasta & Noodles',
          'Sauces & Condiments',
        ],
      },
      {
        name: 'Edible Oils',
        subCategories: ['Olive Oil', 'Sunflower Oil', 'Palm Oil', 'Soybean Oil', 'Coconut Oil'],
      },
      {
        name: 'Nuts & Dried Fruits',
        subCategories: ['Almonds', 'Cashews', 'Pistachios', 'Walnuts', 'Dates', 'Raisins'],
      },
      {
        name: 'Spices & Seasonings',
        subCategories: ['Black Pepper', 'Chili Powder', 'Turmeric', 'Cinnamon', 'Saffron', 'Spice Blends'],
      },
      {
        name: 'Agricultural Inputs',
        subCategories: ['Seeds', 'Fertilizers', 'Pesticides', 'Animal Feed', 'Greenhouses', 'Irrigation Supplies'],
      },
    ],
  },
  {
    key: '0012',
    name: 'Furniture',
    description:
      'Find furniture manufacturers for homes, offices, hotels and outdoor spaces, offering sofas, beds, dining sets, desks, office chairs, storage and contract furniture, with custom designs and volume production for importers and retailers.',
    icon: 'Sofa',
    categories: [
      {
        name: 'Living Room Furniture',
        subCategories: ['Sofas', 'Armchairs', 'Recliners', 'Coffee Tables', 'Side Tables', 'TV Stands'],
      },
      {
        name: 'Bedroom Furniture',
        subCategories: ['Beds', 'Bunk Beds', 'Mattresses', 'Wardrobes', 'Nightstands', 'Dressers'],
      },
      {
        name: 'Dining Room Furniture',
        subCategories: ['Dining Tables', 'Dining Chairs', 'Dining Sets', 'Bar Stools', 'Sideboards'],
      },
      {
        name: 'Office Furniture',
        subCategories: [
          'Office Desks',
          'Office Chairs',
          'Workstations',
          'Conference Tables',
          'Filing Cabinets',
          'Reception Desks',
        ],
      },
      {
        name: 'Outdoor Furniture',
        subCategories: [
          'Patio Sets',
          'Garden Chairs',
          'Sun Loungers',
          'Outdoor Benches',
          'Outdoor Umbrellas',
          'Hammocks',
        ],
      },
      {
        name: 'Hotel & Commercial Furniture',
        subCategories: ['Hotel Room Furniture', 'Restaurant Furniture', 'Lobby Furniture', 'Banquet Tables'],
      },
      {
        name: "Kids' Furniture",
        subCategories: ["Kids' Beds", "Kids' Desks", "Kids' Chairs", 'Toy Storage'],
      },
      {
        name: 'Storage Furniture',
        subCategories: ['Bookcases', 'Shoe Racks', 'Storage Cabinets', 'Display Shelves'],
      },
    ],
  },
  {
    key: '0013',
    name: 'Health Care',
    description:
      'Source medical equipment, consumables, hospital furniture, laboratory and diagnostic products, dental supplies, surgical instruments and personal health devices from certified manufacturers serving hospitals, clinics, pharmacies and healthcare distributors.',
    icon: 'HeartPulse',
    categories: [
      {
        name: 'Medical Equipment',
        subCategories: [
          'Patient Monitors',
          'ECG Machines',
          'Ultrasound Scanners',
          'X-Ray Machines',
          'Infusion Pumps',
          'Ventilators',
          'Defibrillators',
        ],
      },
      {
        name: 'Medical Consumables',
        subCategories: [
          'Syringes',
          'Surgical Gloves',
          'Medical Face Masks',
          'Bandages & Dressings',
          'Catheters',
          'IV Sets',
          'Cotton Swabs',
        ],
      },
      {
        name: 'Hospital Furniture',
        subCategories: ['Hospital Beds', 'Examination Tables', 'Stretchers', 'Medical Trolleys', 'Bedside Cabinets'],
      },
      {
        name: 'Laboratory & Diagnostics',
        subCategories: [
          'Rapid Test Kits',
          'Laboratory Analyzers',
          'Laboratory Centrifuges',
          'Microscopes',
          'Laboratory Glassware',
          'Blood Collection Tubes',
        ],
      },
      {
        name: 'Personal Health Devices',
        subCategories: [
          'Blood Pressure Monitors',
          'Blood Glucose Meters',
          'Digital Thermometers',
          'Pulse Oximeters',
          'Nebulizers',
          'Hearing Aids',
        ],
      },
      {
        name: 'Mobility & Rehabilitation',
        subCategories: [
          'Wheelchairs',
          'Mobility Scooters',
          'Walking Aids',
          'Orthopedic Braces',
          'Physiotherapy Equipment',
        ],
      },
      {
        name: 'Dental Supplies',
        subCategories: [
          'Dental Chairs',
          'Dental Implants',
          'Dental Instruments',
          'Dental Materials',
          'Orthodontic Supplies',
        ],
      },
      {
        name: 'Surgical Instruments',
        subCategories: [
          'Scalpels & Blades',
          'Forceps',
          'Surgical Scissors',
          'Retractors',
          'Surgical Staplers',
          'Electrosurgical Units',
        ],
      },
      {
        name: 'Pharmaceuticals & Supplements',
        subCategories: [
          'Generic Drugs',
          'Active Pharmaceutical Ingredients',
          'Vitamins & Minerals',
          'Herbal Supplements',
          'Protein Supplements',
          'Veterinary Medicines',
        ],
      },
    ],
  },
  {
    key: '0014',
    name: 'Home & Construction',
    description:
      'Find building materials, flooring, doors and windows, kitchen and bathroom fittings, lighting, plumbing, hardware and tools, home appliances, kitchenware and home decor from suppliers serving contractors, developers, wholesalers and retailers.',
    icon: 'Hammer',
    categories: [
      {
        name: 'Building Materials',
        subCategories: [
          'Cement',
          'Bricks & Blocks',
          'Steel Rebar',
          'Gypsum Boards',
          'Insulation Materials',
          'Roofing Sheets',
          'Architectural Glass',
          'Waterproofing Materials',
        ],
      },
      {
        name: 'Flooring',
        subCategories: [
          'Ceramic Tiles',
          'Porcelain Tiles',
          'Natural Stone',
          'Laminate Flooring',
          'Vinyl Flooring',
          'Hardwood Flooring',
          'Carpets',
        ],
      },
      {
        name: 'Doors & Windows',
        subCategories: [
          'Wooden Doors',
          'Steel Doors',
          'Garage Doors',
          'Aluminum Windows',
          'UPVC Windows',
          'Door Locks',
          'Door Handles',
        ],
      },
      {
        name: 'Kitchen & Bathroom',
        subCategories: [
          'Kitchen Cabinets',
          'Kitchen Sinks',
          'Faucets',
          'Toilets',
          'Bathtubs',
          'Shower Enclosures',
          'Vanity Units',
        ],
      },
      {
        name: 'Lighting',
        subCategories: [
          'LED Bulbs',
          'Ceiling Lights',
          'Pendant Lights',
          'Floodlights',
          'Outdoor Lighting',
          'Smart Lighting',
        ],
      },
      {
        name: 'Plumbing & Pipes',
        subCategories: ['PVC Pipes', 'PPR Pipes', 'Pipe Fittings', 'Water Heaters', 'Drainage Systems'],
      },
      {
        name: 'Hardware & Tools',
        subCategories: ['Hand Tools', 'Power Tools', 'Measuring Tools', 'Fasteners', 'Tool Storage', 'Ladders'],
      },
      {
        name: 'Home Appliances',
        subCategories: [
          'Refrigerators',
          'Washing Machines',
          'Air Conditioners',
          'Microwave Ovens',
          'Vacuum Cleaners',
          'Water Dispensers',
        ],
      },
      {
        name: 'Kitchenware',
        subCategories: ['Cookware', 'Bakeware', 'Cutlery', 'Kitchen Utensils', 'Food Storage Containers', 'Drinkware'],
      },
      {
        name: 'Home Decor & Textiles',
        subCategories: ['Curtains', 'Rugs', 'Bedding Sets', 'Cushions', 'Wall Art', 'Artificial Plants'],
      },
    ],
  },
  {
    key: '0015',
    name: 'Business Services',
    description:
      'Connect with service providers that support international trade, from freight forwarding, inspection and trade finance to sourcing agents, contract manufacturing, marketing, recruitment and professional advice on legal, tax and market entry matters.',
    icon: 'Briefcase',
    categories: [
      {
        name: 'Logistics & Shipping',
        subCategories: [
          'Freight Forwarding',
          'Ocean Freight',
          'Air Freight',
          'Rail Freight',
          'Customs Brokerage',
          'Warehousing',
          'Courier Services',
        ],
      },
      {
        name: 'Inspection & Certification',
        subCategories: [
          'Product Inspection',
          'Factory Audits',
          'Laboratory Testing',
          'Product Certification',
          'Supplier Verification',
        ],
      },
      {
        name: 'Trade Finance & Insurance',
        subCategories: [
          'Documentary Credits',
          'Export Financing',
          'Factoring',
          'Trade Credit Insurance',
          'Cargo Insurance',
          'Payment Services',
        ],
      },
      {
        name: 'Sourcing & Procurement',
        subCategories: [
          'Sourcing Agents',
          'Supplier Identification',
          'Procurement Outsourcing',
          'Order Follow-Up',
          'Private Label Services',
        ],
      },
      {
        name: 'Manufacturing Services',
        subCategories: [
          'OEM Manufacturing',
          'ODM Services',
          'Product Design',
          'Prototyping',
          'Mold Making',
          'Packaging Design',
        ],
      },
      {
        name: 'Marketing & Advertising',
        subCategories: [
          'Digital Marketing',
          'Market Research',
          'Branding & Design',
          'Product Photography',
          'Trade Show Services',
        ],
      },
      {
        name: 'Consulting & Professional Services',
        subCategories: [
          'Business Consulting',
          'Market Entry Consulting',
          'Legal Services',
          'Accounting & Tax',
          'Company Registration',
          'Translation Services',
        ],
      },
      {
        name: 'HR & Staffing',
        subCategories: ['Recruitment Services', 'Staffing Agencies', 'Payroll Services', 'Employee Training'],
      },
    ],
  },
];
