/**
 * The ride service's service areas (issue 26): per ride market, the cities it drives in, each with its centre, the
 * radius a ride must stay within, its clock and a set of street-level pickup and drop-off addresses. The cities are
 * real; the streets and house numbers are fictitious but written as the country writes them. Coordinates are the
 * city centre's plus each address's offset in degrees, so a distance between two addresses is plausible.
 */
export interface RideAreaSeed {
  id: string
  city: string
  timeZone: string
  centre: { latitude: number; longitude: number }
  radiusKm: number
  /** [place name or '', street line, postcode, district or town when not the city, Δlatitude, Δlongitude] */
  addresses: [string, string, string, string, number, number][]
}

export interface RideMarketSeed {
  country: string
  currency: string
  areas: RideAreaSeed[]
}

const area = (
  id: string,
  city: string,
  timeZone: string,
  latitude: number,
  longitude: number,
  addresses: RideAreaSeed['addresses'],
): RideAreaSeed => ({ id, city, timeZone, centre: { latitude, longitude }, radiusKm: 40, addresses })

export const RIDE_MARKETS: RideMarketSeed[] = [
  {
    country: 'DE',
    currency: 'EUR',
    areas: [
      area('de-berlin', 'Berlin', 'Europe/Berlin', 52.52, 13.405, [
        ['', 'Lindenhofstraße 14', '10117', '', 0.002, 0.008],
        ['', 'Kastanienweg 3', '10435', '', 0.018, 0.005],
        ['', 'Am Spreebogen 27', '10557', '', 0.004, -0.032],
        ['', 'Wilmersdorfer Ring 88', '10707', '', -0.02, -0.095],
        ['', 'Köpenicker Uferstraße 41', '10179', '', -0.008, 0.02],
        ['Flughafen Berlin Brandenburg, Terminal 1', 'Terminalring 1', '12529', 'Schönefeld', -0.155, 0.098],
      ]),
      area('de-hamburg', 'Hamburg', 'Europe/Berlin', 53.551, 9.994, [
        ['', 'Alsterufer Weg 6', '20354', '', 0.01, -0.004],
        ['', 'Speicherstadtkai 12', '20457', '', -0.008, 0.003],
        ['', 'Eppendorfer Stieg 40', '20249', '', 0.035, -0.012],
        ['', 'Ottensener Hauptstraße 77', '22765', '', 0.002, -0.06],
        ['', 'Wandsbeker Chaussee 120', '22089', '', 0.02, 0.045],
        ['Flughafen Hamburg, Terminal 1', 'Flughafenring 2', '22335', '', 0.079, 0.012],
      ]),
      area('de-muenchen', 'München', 'Europe/Berlin', 48.137, 11.575, [
        ['', 'Isartorgasse 9', '80331', '', -0.003, 0.006],
        ['', 'Nymphenburger Allee 52', '80636', '', 0.02, -0.04],
        ['', 'Schwabinger Hof 7', '80801', '', 0.025, 0.008],
        ['', 'Haidhauser Straße 31', '81667', '', -0.008, 0.02],
        ['', 'Sendlinger Feld 18', '81371', '', -0.025, -0.018],
        ['Flughafen München, Terminal 2', 'Nordallee 25', '85356', 'München-Flughafen', 0.216, 0.211],
      ]),
    ],
  },
  {
    country: 'AT',
    currency: 'EUR',
    areas: [
      area('at-wien', 'Wien', 'Europe/Vienna', 48.208, 16.373, [
        ['', 'Kärntner Gasse 11', '1010', '', -0.003, 0],
        ['', 'Praterstern Allee 4', '1020', '', 0.01, 0.02],
        ['', 'Mariahilfer Hof 63', '1060', '', -0.01, -0.02],
        ['', 'Döblinger Hauptgasse 25', '1190', '', 0.04, -0.018],
        ['', 'Favoritner Ring 8', '1100', '', -0.03, 0.003],
        ['Flughafen Wien, Terminal 3', 'Flughafenallee 1', '1300', 'Schwechat', -0.098, 0.197],
      ]),
      area('at-salzburg', 'Salzburg', 'Europe/Vienna', 47.8, 13.045, [
        ['', 'Getreidemarkt 8', '5020', '', 0, 0],
        ['', 'Mönchsberggasse 15', '5020', '', -0.002, -0.006],
        ['', 'Linzer Vorstadt 33', '5020', '', 0.008, 0.008],
        ['', 'Aigner Straße 70', '5026', '', -0.02, 0.02],
        ['', 'Maxglaner Weg 12', '5020', '', -0.003, -0.025],
        ['Salzburg Airport', 'Flughafenweg 5', '5020', '', -0.007, -0.032],
      ]),
    ],
  },
  {
    country: 'CH',
    currency: 'CHF',
    areas: [
      area('ch-zuerich', 'Zürich', 'Europe/Zurich', 47.377, 8.54, [
        ['', 'Limmatgasse 19', '8001', '', 0, 0.003],
        ['', 'Seeuferweg 14', '8008', '', -0.015, 0.01],
        ['', 'Oerliker Ring 22', '8050', '', 0.033, 0.005],
        ['', 'Wiediker Platz 5', '8003', '', -0.01, -0.015],
        ['', 'Hönggerbergstrasse 41', '8049', '', 0.025, -0.03],
        ['Flughafen Zürich, Ankunft 1', 'Terminalstrasse 1', '8058', 'Zürich-Flughafen', 0.073, 0.022],
      ]),
      area('ch-geneve', 'Genève', 'Europe/Zurich', 46.204, 6.143, [
        ['', 'Rue du Lac-Vert 12', '1207', '', 0.002, 0.01],
        ['', 'Quai des Tilleuls 4', '1201', '', 0.002, -0.003],
        ['', 'Avenue de Champel-Haut 27', '1206', '', -0.012, 0.005],
        ['', 'Chemin des Vignerons 9', '1209', '', 0.012, -0.015],
        ['', 'Rue de Carouge-Vieille 55', '1205', '', -0.01, -0.003],
        ['Aéroport de Genève', "Route de l'Aérogare 1", '1215', 'Le Grand-Saconnex', 0.034, -0.034],
      ]),
    ],
  },
  {
    country: 'ES',
    currency: 'EUR',
    areas: [
      area('es-madrid', 'Madrid', 'Europe/Madrid', 40.417, -3.704, [
        ['', 'Calle del Olivar Alto, 14', '28012', '', -0.005, 0.002],
        ['', 'Paseo de los Tilos, 37', '28014', '', -0.002, 0.012],
        ['', 'Calle de la Alameda Vieja, 8', '28004', '', 0.008, -0.002],
        ['', 'Avenida de Chamartín Norte, 102', '28036', '', 0.045, 0.01],
        ['', 'Calle de los Jardineros, 21', '28009', '', 0.005, 0.02],
        ['Aeropuerto Adolfo Suárez Madrid-Barajas, T4', 'Avenida de la Terminal, 4', '28042', '', 0.077, 0.125],
      ]),
      area('es-barcelona', 'Barcelona', 'Europe/Madrid', 41.387, 2.17, [
        ['', 'Carrer dels Velers, 16', '08003', '', -0.004, 0.012],
        ['', 'Passeig de les Acàcies, 45', '08008', '', 0.005, -0.01],
        ['', 'Carrer de la Fontsanta, 9', '08012', '', 0.016, 0.003],
        ['', 'Rambla del Poblenou Vell, 70', '08005', '', 0.015, 0.03],
        ['', 'Carrer de Sants Alt, 112', '08014', '', -0.012, -0.03],
        ['Aeropuerto de Barcelona-El Prat, T1', "Avinguda de l'Aeroport, 1", '08820', 'El Prat de Llobregat', -0.098, -0.087],
      ]),
    ],
  },
  {
    country: 'FR',
    currency: 'EUR',
    areas: [
      area('fr-paris', 'Paris', 'Europe/Paris', 48.857, 2.352, [
        ['', '12 rue des Vieux-Tanneurs', '75004', '', 0, 0.003],
        ['', '48 boulevard des Marronniers', '75011', '', 0.002, 0.025],
        ['', '7 rue de la Butte-Fleurie', '75018', '', 0.03, -0.01],
        ['', '63 avenue des Tilleuls', '75014', '', -0.025, -0.025],
        ['', '21 quai des Lavandières', '75007', '', 0.002, -0.04],
        ['Aéroport Paris-Charles de Gaulle, Terminal 2', '2 rue des Terminaux', '95700', 'Roissy-en-France', 0.152, 0.198],
      ]),
      area('fr-lyon', 'Lyon', 'Europe/Paris', 45.764, 4.836, [
        ['', '18 rue des Canuts-Neufs', '69004', '', 0.012, 0],
        ['', '6 quai de la Saône-Douce', '69005', '', -0.002, -0.01],
        ['', '25 rue Mercière-Haute', '69002', '', -0.004, 0],
        ['', '90 cours des Platanes', '69003', '', -0.003, 0.02],
        ['', '41 rue de la Guillotière-Vieille', '69007', '', -0.014, 0.008],
        ['Aéroport Lyon-Saint-Exupéry', "1 avenue de l'Aérogare", '69125', 'Colombier-Saugnieu', -0.043, 0.254],
      ]),
    ],
  },
  {
    country: 'GB',
    currency: 'GBP',
    areas: [
      area('gb-london', 'London', 'Europe/London', 51.507, -0.128, [
        ['', "14 Tanner's Row", 'SE1 9QT', '', -0.002, -0.03],
        ['', '27 Linden Mews', 'W2 4AB', '', 0.005, -0.055],
        ['', '8 Chandlers Yard', 'E1 6LT', '', 0.01, 0.055],
        ['', '53 Primrose Terrace', 'NW1 8JP', '', 0.032, -0.018],
        ['', '112 Riverside Walk', 'SW8 2LE', '', -0.03, -0.005],
        ['Heathrow Airport, Terminal 5', 'Terminal 5 Approach', 'TW6 2GA', '', -0.036, -0.36],
      ]),
      area('gb-manchester', 'Manchester', 'Europe/London', 53.481, -2.243, [
        ['', '21 Cotton Exchange Street', 'M2 4DB', '', 0.001, 0],
        ['', '9 Canal Side Lane', 'M1 3HZ', '', -0.005, 0.008],
        ['', '64 Didsbury Grove', 'M20 2RN', '', -0.06, -0.01],
        ['', '15 Ancoats Wharf', 'M4 6FP', '', 0.004, 0.015],
        ['', '37 Quayside Road', 'M50 3AZ', 'Salford', -0.01, -0.05],
        ['Manchester Airport, Terminal 1', 'Terminal Approach', 'M90 1QX', '', -0.116, -0.03],
      ]),
    ],
  },
  {
    country: 'NL',
    currency: 'EUR',
    areas: [
      area('nl-amsterdam', 'Amsterdam', 'Europe/Amsterdam', 52.37, 4.895, [
        ['', 'Lindengracht-Oost 24', '1015 KL', '', 0.01, -0.01],
        ['', 'Bloemstraatje 7', '1016 LC', '', 0.005, -0.012],
        ['', 'Oostelijke Kade 58', '1019 BW', '', 0.005, 0.04],
        ['', 'Pijpenlaan 112', '1072 GK', '', -0.015, 0],
        ['', 'Zuidas Boulevard 9', '1082 MD', '', -0.033, -0.015],
        ['Schiphol Plaza', 'Aankomstpassage 1', '1118 AX', 'Schiphol', -0.06, -0.13],
      ]),
      area('nl-rotterdam', 'Rotterdam', 'Europe/Amsterdam', 51.924, 4.478, [
        ['', 'Maaskade-West 33', '3011 AB', '', -0.005, 0.005],
        ['', 'Kralingse Laan 81', '3062 CE', '', 0.002, 0.04],
        ['', 'Delfshavense Schans 14', '3024 BB', '', -0.01, -0.03],
        ['', 'Blijdorpsingel 5', '3039 RM', '', 0.015, -0.01],
        ['', 'Kop van Zuid Plein 2', '3072 AP', '', -0.018, 0.01],
        ['Rotterdam The Hague Airport', 'Luchthavenweg 60', '3045 AP', '', 0.032, -0.04],
      ]),
    ],
  },
  {
    country: 'US',
    currency: 'USD',
    areas: [
      area('us-new-york', 'New York', 'America/New_York', 40.713, -74.006, [
        ['', '214 Hudson Terrace', 'NY 10013', '', 0.007, 0],
        ['', '58 Orchard Row', 'NY 10002', '', 0.005, 0.016],
        ['', '1120 Park Crescent', 'NY 10128', '', 0.068, 0.05],
        ['', '77 Atlantic Yard Street', 'NY 11201', 'Brooklyn', -0.02, 0.015],
        ['', '402 West Meadow Avenue', 'NY 10024', '', 0.073, 0.03],
        ['JFK Airport, Terminal 4', 'Terminal 4 Drive', 'NY 11430', 'Jamaica', -0.069, 0.227],
      ]),
      area('us-los-angeles', 'Los Angeles', 'America/Los_Angeles', 34.052, -118.244, [
        ['', '830 Palm Court Drive', 'CA 90012', '', 0.004, 0.003],
        ['', '1455 Sunset Ridge Boulevard', 'CA 90026', '', 0.025, -0.02],
        ['', '312 Ocean Breeze Avenue', 'CA 90401', 'Santa Monica', -0.036, -0.25],
        ['', '2700 Wilshire Grove', 'CA 90057', '', 0.008, -0.035],
        ['', '95 Arts District Lane', 'CA 90013', '', -0.008, 0.01],
        ['LAX, Terminal 1', '1 Airport Terminal Way', 'CA 90045', '', -0.11, -0.164],
      ]),
    ],
  },
]
