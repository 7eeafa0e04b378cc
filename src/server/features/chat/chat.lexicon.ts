import { normalise } from './chat.text';

/**
 * What the words of a message say about what the customer wants: one line per word or phrase, in
 * French, English, darija (Latin letters, with 3/7/9 for ع/ح/ق) and Arabic script, followed by the
 * signals it carries. `signal:2` weighs double, `-signal` counts against, a trailing `*` on a word
 * matches any word starting with it (`arros*`: arroser, arrosage, arrosez…). Typos are corrected
 * against these words before matching, and darija in Latin letters is read in one spelling
 * (chat.understand.ts `darijaSpelling`: "kifash" is "kifach", "nesqi" is "nsgi"), so each word is written once.
 *
 * The lexicon recognises kinds of questions; it never holds an answer.
 */
const TABLE = `
# ---- Shipping: price, delay, free shipping
livraison | shipping
livraisons | shipping
livr* | shipping
expedi* | shipping
envoi | shipping:0.7
envoyez | shipping:0.7
frais de port | shipping ship.price:2
frais d envoi | shipping ship.price:2
frais de livraison | shipping ship.price:2
cout de livraison | shipping ship.price:2
prix de livraison | shipping ship.price:2
prix de la livraison | shipping ship.price:2
tarif de livraison | shipping ship.price:2
colis | shipping:0.5
transporteur | shipping
domicile | shipping:0.5
stop desk | shipping
point relais | shipping
delai | ship.delay
delais | ship.delay
combien de temps | ship.delay:1.5
en combien de temps | ship.delay
combien de jours | ship.delay:1.5
quand | q.when
recevoir | ship.delay:0.5
recevrai | ship.delay
arriver | ship.delay:0.5
arrive | ship.delay:0.5
arrivera | ship.delay
gratuit | ship.free
gratuite | ship.free
gratuitement | ship.free
offerte | ship.free:0.7
sans frais | ship.free
port offert | ship.free
zone | shipping:0.5
zones | shipping:0.5
wilaya | shipping
wilayas | shipping
toute l algerie | shipping
partout en algerie | shipping
grand sud | shipping
shipping | shipping
ship | shipping
ships | shipping
delivery | shipping
deliver* | shipping
postage | shipping ship.price
shipping cost | ship.price:2
shipping fee | ship.price:2
delivery fee | ship.price:2
delivery cost | ship.price:2
how long | ship.delay:1.5
how many days | ship.delay:1.5
when will | ship.delay
free | ship.free:0.7
free shipping | ship.free:2
free delivery | ship.free:2
courier | shipping
parcel | shipping:0.5
tewsel | shipping
twsel | shipping
toussel | shipping
tewslou | shipping
twasslou | shipping
twasslouha | shipping
yweslou | shipping
ywasslou | shipping
twesslou | shipping
wa9tach | q.when
waktach | q.when
wektach | q.when
ouaktach | q.when
wa9tah | q.when
bla draham | ship.free
bla drahem | ship.free
batel | ship.free
توصيل | shipping
التوصيل | shipping
الشحن | shipping
شحن | shipping
يوصل | shipping
مجاني | ship.free
مجانا | ship.free
متى | q.when
كم يوم | ship.delay:1.5

# ---- How much (a shipping price with a wilaya, a plant's price with a plant)
combien | q.howmuch
how much | q.howmuch
ch7al | q.howmuch
chhal | q.howmuch
chehal | q.howmuch
cha7al | q.howmuch
9adach | q.howmuch
qadach | q.howmuch
kadach | q.howmuch
gadach | q.howmuch
9adeh | q.howmuch
شحال | q.howmuch
بكم | q.howmuch
كم | q.howmuch:0.5
prix | price
tarif | price:0.7
tarifs | price:0.7
coute | price
coutent | price
cout | price:0.5
cher | price:0.5
price | price
prices | price
cost | price:0.7
costs | price
expensive | price:0.5
سعر | price
ثمن | price

# ---- Stock
en stock | stock:1.5
stock | stock
disponible | stock
disponibles | stock
disponibilite | stock
rupture | stock
available | stock
in stock | stock:1.5
out of stock | stock:1.5
متوفر | stock

# ---- Payment
paiement | payment
paiements | payment
payement | payment
payer | payment
payez | payment
paie | payment
regler | payment:0.7
reglement | payment:0.7
moyen de paiement | payment:2
moyens de paiement | payment:2
mode de paiement | payment:2
carte | pay.card payment:0.5
carte bancaire | pay.card payment
cib | pay.card payment
edahabia | pay.card payment
dahabia | pay.card payment
eddahabia | pay.card payment
visa | pay.card payment
mastercard | pay.card payment
virement | pay.transfer payment
rib | pay.transfer payment:0.5
ccp | pay.ccp payment
baridimob | pay.ccp payment
baridi mob | pay.ccp payment
baridi | pay.ccp:0.5 payment:0.5
compte ccp | pay.ccp payment
compte postal | pay.ccp payment
algerie poste | pay.ccp payment:0.5
especes | pay.cod payment
liquide | pay.cod payment:0.7
cash | pay.cod payment
a la livraison | pay.cod:2 payment -shipping:2
paiement a la livraison | pay.cod:2 -shipping:2
payer a la livraison | pay.cod:2 -shipping:2
contre remboursement | pay.cod:2 -returns:2
cash on delivery | pay.cod:2 payment -shipping:2
on delivery | pay.cod payment -shipping
pay | payment
payment | payment
payments | payment
paying | payment
card | pay.card payment:0.5
credit card | pay.card payment
bank transfer | pay.transfer payment
wire transfer | pay.transfer payment
nkhalles | payment
nkhales | payment
nkhles | payment
nkhelles | payment
dfa3 | payment
dafa3 | payment
ddaf3 | payment
istilam | pay.cod:2 -shipping:2
nkhalles ki tewsel | pay.cod:2 -shipping:2
nkhall* | payment
nkhals* | payment
nkhall* ki | pay.cod:2 -shipping:2
nkhals* ki | pay.cod:2 -shipping:2
3and livraison | pay.cod:2 payment -shipping:2
3and el livraison | pay.cod:2 payment -shipping:2
3and la livraison | pay.cod:2 payment -shipping:2
3la livraison | pay.cod:2 payment -shipping:2
ala livraison | pay.cod:2 payment -shipping:2
f livraison | pay.cod payment -shipping
khlas | payment:0.7
الدفع | payment
دفع | payment
ادفع | payment
نخلص | payment
الخلاص | payment
بطاقه | pay.card payment
الدفع عند الاستلام | pay.cod:2 -shipping:2

# ---- Returns, refunds, the survival guarantee
retour | returns
retours | returns
retourn* | returns
renvoyer | returns
renvoi | returns:0.7
rembours* | returns ret.refund
echang* | returns
garantie | ret.guarantee returns:0.5
garantie de survie | ret.guarantee:2
morte | ret.guarantee
mort | ret.guarantee:0.7
meurt | ret.guarantee
crevee | ret.guarantee
abimee | ret.guarantee
abime | ret.guarantee
endommage* | ret.guarantee
cassee | ret.guarantee
pas satisfait | returns
politique de retour | returns:2
retractation | returns
return | returns
returns | returns
returning | returns
send back | returns:1.5
refund* | returns ret.refund
money back | ret.refund returns
exchange | returns
guarantee | ret.guarantee returns:0.5
warranty | ret.guarantee returns:0.5
dead | ret.guarantee
died | ret.guarantee
dying | ret.guarantee:0.5
damaged | ret.guarantee
broken | ret.guarantee
nrejja3 | returns
nraja3 | returns
nrajaa | returns
nrej3o | returns
nraja3ha | returns
nbeddel | returns
nbedel | returns
matet | ret.guarantee
nrodj | returns
nredd | returns
nrodha | returns
nesterja3 | returns ret.refund
yrej3ouli | returns ret.refund
drahmi | ret.refund:0.5
flousi | ret.refund:0.5
mayta | ret.guarantee
mkassra | ret.guarantee
mharsa | ret.guarantee
wsletni dablana | ret.guarantee:2 -care.problem:2
tjini dablana | ret.guarantee:2 -care.problem:2
jatni dablana | ret.guarantee:2 -care.problem:2
ارجاع | returns
استرجاع | returns
استبدال | returns
استرداد | returns ret.refund
ضمان | ret.guarantee

# ---- Discount codes and offers (the FAQ's order-codes, with the offers running now)
code promo | offers:2
codes promo | offers:2
promo | offers
promos | offers
promotion* | offers
reduction* | offers
remise | offers
remises | offers
soldes | offers
coupon* | offers
bon de reduction | offers:2
discount* | offers
promo code | offers:2
voucher* | offers
offres | offers:0.7
takhfid | offers
tkhfid | offers
# ---- Sizes: a plant's pot sizes ("do you have a bigger one?", "vous l'avez en plus grand ?")
taille | size
tailles | size
plus grand | size:1.5
plus grande | size:1.5
plus petit | size:1.5
plus petite | size:1.5
grand format | size:1.5
petit format | size:1.5
quelle taille | size:2
size | size
sizes | size
bigger | size:1.5
smaller | size:1.5
bigger one | size:2
what size | size:2
pot size | size:2
kbira | size
kbir | size
sghira | size
sghir | size
kbar | size
مقاس | size
مقاسات | size
حجم | size
أكبر | size:1.5
اكبر | size:1.5
أصغر | size:1.5
اصغر | size:1.5
# ---- Orders: status, last order, how to order, cancelling
commande | order
commandes | order
ma commande | order.status:1.5
mes commandes | order.status:1.5
statut | order.status
etat | order.status:0.7
suivi | order.status
suivre | order.status:0.7
ou en est | order.status:1.5
numero de suivi | order.status
derniere commande | order.last:2 order.status
commande recente | order.last:2 order.status
pas encore recu | order.status
toujours pas recu | order.status
pas recu | order.status
passer commande | order.how:2 -order.status
passer une commande | order.how:2 -order.status
comment commander | order.how:2
comment acheter | order.how:1.5
annuler | order.cancel
annulation | order.cancel
order | order
orders | order
my order | order.status:1.5
my orders | order.status:1.5
order status | order.status:2
status | order.status
track | order.status
tracking | order.status
where is my | order.status:1.5
last order | order.last:2 order.status
latest order | order.last:2 order.status
recent order | order.last:2 order.status
not received | order.status
place an order | order.how:2 -order.status
how to order | order.how:2
how do i order | order.how:2
how can i order | order.how:2
how to buy | order.how:1.5
cancel* | order.cancel
commanda | order
commandit | order
ta3i | order.mine:0.5
dyali | order.mine:0.5
taai | order.mine:0.5
nsuivi | order.status
ntba3 | order.status
ma wslatnich | order.status
mawsletch | order.status
ma wsletch | order.status
طلبيه | order
طلبيتي | order.status:1.5
طلبي | order.status:1.5
الطلبيه | order
تتبع | order.status
اتتبع | order.status
نتبع | order.status

# ---- Ordering or following an order without an account (the account word then asks nothing else)
sans compte | guest:2 -account
sans inscription | guest:2 -account
sans m inscrire | guest:2 -account
sans creer de compte | guest:2 -account
sans creer un compte | guest:2 -account
dois je creer un compte | guest:2 -account
je dois creer un compte | guest:2 -account
faut il creer un compte | guest:2 -account
faut il un compte | guest:2 -account
il faut un compte | guest:2 -account
besoin d un compte | guest:2 -account
besoin de creer un compte | guest:2 -account
compte obligatoire | guest:2 -account
obligatoire de creer un compte | guest:2 -account
without an account | guest:2 -account
without account | guest:2 -account
without signing up | guest:2 -account
without registering | guest:2 -account
no account | guest:2 -account
need an account | guest:2 -account
need to create an account | guest:2 -account
need to register | guest:2 -account
need to sign up | guest:2 -account
have to create an account | guest:2 -account
have to register | guest:2 -account
as a guest | guest:2
guest checkout | guest:2
bla compte | guest:2 -account
blach compte | guest:2 -account
bla ma ndir compte | guest:2 -account
bla inscription | guest:2 -account
lazem compte | guest:2 -account
lazem ndir compte | guest:2 -account
بلا حساب | guest:2 -account
بدون حساب | guest:2 -account
دون حساب | guest:2 -account
من غير حساب | guest:2 -account
بلا كونت | guest:2
لازم حساب | guest:2 -account
لازم نسجل | guest:2
يجب انشاء حساب | guest:2 -account:3
احتاج حساب | guest:2 -account
احتاج الى حساب | guest:2 -account
بحاجه الى حساب | guest:2 -account

# ---- Plant care
arros* | care.water
eau | care.water:0.5
entretien | care
entretenir | care
soin | care
soins | care
soigner | care
prendre soin | care
faire pousser | care
cultiver | care
planter | care:0.5
occuper | care:0.7
lumiere | care.light
exposition | care.light
soleil | care.light:0.5 need.sun:0.5
rempot* | care.repot
engrais | care.feed
fertilis* | care.feed
tailler | care.prune
bouture* | care.prune
feuilles jaunes | care.problem:2
perd ses feuilles | care.problem:2
perte de feuilles | care.problem:2
feuilles tombent | care.problem:2
chute des feuilles | care.problem:2
feuilles seches | care.problem:2
feuilles brunes | care.problem:2
jauni* | care.problem
pourri* | care.problem
fane* | care.problem
maladie | care.problem
parasite* | care.problem
cochenille* | care.problem
pucerons | care.problem
toxique | care.toxic
dangereu* | care.toxic
hiver | care.winter
combien de fois | care.water:0.7
frequence | care.water:0.7
water | care.water:0.7
watering | care.water
how often | care.water:0.7
care | care
care for | care
take care | care
look after | care
how to grow | care
how do i grow | care
grow | care:0.5
light | care.light
sunlight | care.light
sun | care.light:0.5 need.sun:0.5
repot* | care.repot
fertili* | care.feed
feed | care.feed:0.7
prune | care.prune
pruning | care.prune
propagat* | care.prune
yellow leaves | care.problem:2
losing leaves | care.problem:2
dropping leaves | care.problem:2
leaves falling | care.problem:2
brown leaves | care.problem:2
yellow* | care.problem
droop* | care.problem
wilting | care.problem
pests | care.problem
toxic | care.toxic
poisonous | care.toxic
winter | care.winter
nsgi | care.water
nesgi | care.water
nsa9i | care.water
sgi | care.water
nseqi | care.water
nsqi | care.water
nsaqi | care.water
tesgi | care.water
yesgi | care.water
lma | care.water:0.5
nrabi | care
nrebbi | care
n3tani | care
nethalla | care
dablana | care.problem
dablet | care.problem
tdbel | care.problem
sfra | care.problem
ysafrou | care.problem
tsfar | care.problem
msafra | care.problem
سقي | care.water
السقي | care.water
اسقي | care.water
نسقي | care.water
الماء | care.water:0.5
ماء | care.water:0.5
العنايه | care
عنايه | care
الشمس | care.light:0.5 need.sun:0.5
شمس | care.light:0.5 need.sun:0.5
الضوء | care.light
سامه | care.toxic

# ---- Finding a plant
cherche | find
recherche | find
je veux | find:0.7
je voudrais | find:0.7
j aimerais | find:0.5
conseill* | find
recommand* | find
sugger* | find
idee | find:0.5
quelle plante | find:1.5
quelles plantes | find:1.5
une plante pour | find:1.5
une plante qui | find:1.5
plante pour | find
plantes pour | find
plante qui | find
plantes qui | find
avez vous | find:0.5 stock:0.5
vous avez | find:0.5 stock:0.5
vendez | find:0.5
acheter | find:0.5 price:0.3
offrir | need.gift
cadeau | need.gift
looking for | find
recommend | find
suggest | find
which plant | find:1.5
which plants | find:1.5
what plants | find:1.5
what plant should | find:1.5
a plant for | find:1.5
a plant that | find:1.5
plants for | find
plants that | find
plant for | find
plant that | find
do you have | find:0.5 stock:0.5
do you sell | find:0.5
i want | find:0.5
i need | find:0.5
buy | find:0.5
gift | need.gift
nheb | find:0.7
n7eb | find:0.7
nhab | find:0.7
n7ab | find:0.7
bghit | find:0.7
habit | find:0.7
kayen | find:0.5 stock:0.5
kayn | find:0.5 stock:0.5
kaine | find:0.5 stock:0.5
kayna | find:0.5 stock:0.5
3andkom | find:0.5 stock:0.5
andkom | find:0.5 stock:0.5
3ndkom | find:0.5 stock:0.5
nchri | find:0.5
nechri | find:0.5
اريد | find:0.7
نحب | find:0.7
عندكم | find:0.5 stock:0.5
كاين | find:0.5 stock:0.5

# ---- What the plant must do or bear
plein soleil | need.sun:2
ensoleill* | need.sun
soleil direct | need.sun:2
beaucoup de soleil | need.sun:2
plein sud | need.sun
chaleur | need.sun:0.5
chaud | need.sun:0.5
full sun | need.sun:2
sunny | need.sun
direct sun | need.sun:2
lots of sun | need.sun:2
heat | need.sun:0.5
chems | need.sun care.light:0.5
chams | need.sun care.light:0.5
ombre | need.shade care.light:0.5
mi ombre | need.partial:2 -need.shade
peu de lumiere | need.shade:2
pas de lumiere | need.shade:2
sombre | need.shade
sans fenetre | need.shade
low light | need.shade:2
shade | need.shade care.light:0.5
shady | need.shade
dark | need.shade
no window | need.shade
partial shade | need.partial:2
dhel | need.shade
lumiere indirecte | need.bright:2
indirect light | need.bright:2
bright | need.bright
lumineux | need.bright
lumineuse | need.bright
peu d eau | need.dry:2 -care.water:0.5
peu arros* | need.dry:2 -care.water
pas besoin d arroser | need.dry:2 -care.water
sans arrosage | need.dry:2 -care.water
secheresse | need.dry:1.5
oublie d arroser | need.dry:2 -care.water
little water | need.dry:2 -care.water:0.5
not much water | need.dry:2 -care.water:0.5
drought | need.dry:1.5
forget to water | need.dry:2 -care.water
low water | need.dry:2 -care.water:0.5
chwiya lma | need.dry:2 -care.water
chouia lma | need.dry:2 -care.water
قليل الماء | need.dry:2 -care.water
pet safe | need.pet:2
pet friendly | need.pet:2
safe for pets | need.pet:2
non toxic | need.pet:2
non toxique | need.pet:2
pas toxique | need.pet:2
sans danger | need.pet
animaux | need.pet
animal | need.pet
chat | need.pet:0.7
chats | need.pet
chien | need.pet
chiens | need.pet
cat | need.pet
cats | need.pet
dog | need.pet
dogs | need.pet
pet | need.pet
pets | need.pet
enfants | need.pet:0.5
children | need.pet:0.5
kids | need.pet:0.5
facile | need.easy
facile d entretien | need.easy:2
debutant* | need.easy
peu d entretien | need.easy:2
increvable | need.easy need.dry:0.5
robuste | need.easy
easy | need.easy
beginner* | need.easy
hard to kill | need.easy:2
ne meurt pas | need.easy:2 -ret.guarantee
qui ne meurt pas | need.easy:2 -ret.guarantee
difficile a tuer | need.easy:2
resistante | need.easy:0.7
low maintenance | need.easy:2
sahla | need.easy
interieur | need.indoor
appartement | need.indoor
salon | need.indoor
chambre | need.indoor
bureau | need.indoor
indoor* | need.indoor
inside | need.indoor
apartment | need.indoor
office | need.indoor
bedroom | need.indoor
bathroom | need.indoor find:0.5
salle de bain | need.indoor find:0.5
salle de bains | need.indoor find:0.5
living room | need.indoor
exterieur | need.outdoor
jardin | need.outdoor
balcon | need.outdoor need.sun:0.3
terrasse | need.outdoor need.sun:0.3
dehors | need.outdoor
outdoor* | need.outdoor
outside | need.outdoor
garden | need.outdoor
balcony | need.outdoor need.sun:0.3
terrace | need.outdoor need.sun:0.3
patio | need.outdoor
haie | need.outdoor
hedge | need.outdoor
jnina | need.outdoor
jnan | need.outdoor
pas cher | need.cheap:2
pas chere | need.cheap:2
pas cheres | need.cheap:2
moins cher | need.cheap:2
moins chere | need.cheap:2
bon marche | need.cheap:2
petit prix | need.cheap:2
petit budget | need.cheap:2
cheap | need.cheap:2
cheapest | need.cheap:2
affordable | need.cheap:2
inexpensive | need.cheap:2
budget | need.cheap:0.5
rkhisa | need.cheap:2
rkhis | need.cheap:2
رخيص | need.cheap:2
رخيصه | need.cheap:2
fleur* | need.flower
fleuri* | need.flower
flower* | need.flower
bloom* | need.flower
parfum* | need.scent
odeur | need.scent
sent bon | need.scent
fragran* | need.scent
scent* | need.scent
smell* | need.scent
cuisine | need.edible
comestible | need.edible
fruit* | need.edible
cooking | need.edible
kitchen | need.edible:0.5
edible | need.edible
tombante | need.trailing
retombante | need.trailing
suspension | need.trailing
suspendre | need.trailing
hanging | need.trailing
trailing | need.trailing

# ---- "A plant": says nothing about which one
plante | plant.any
plantes | plant.any
plant | plant.any
plants | plant.any
nabta | plant.any
nebta | plant.any
nbata | plant.any
nabtat | plant.any
نبته | plant.any
نبات | plant.any
نباتات | plant.any

# ---- Catalogue categories
cactus | cat.cacti
cactee* | cat.cacti
cacti | cat.cacti
succulent* | cat.succulents
plante grasse | cat.succulents:2
plantes grasses | cat.succulents:2
aromatique* | cat.herbs
herbe* | cat.herbs:0.7
herb | cat.herbs
herbs | cat.herbs
arbre | cat.trees
arbres | cat.trees
tree | cat.trees
trees | cat.trees
arbuste* | cat.trees:0.5
fougere* | cat.ferns
fern | cat.ferns
ferns | cat.ferns
aquatique* | cat.aquatic
aquarium | cat.aquatic
bassin | cat.aquatic
pond | cat.aquatic
aquatic | cat.aquatic
plante d interieur | cat.houseplants need.indoor
plantes d interieur | cat.houseplants need.indoor
houseplant* | cat.houseplants need.indoor
plantes fleuries | cat.flowering
flowering | cat.flowering

# ---- Opening hours
horaire* | hours
heures d ouverture | hours:2
heure d ouverture | hours:2
ouvert | hours
ouverts | hours
ouverte | hours
ouvrez | hours
ouverture | hours
ferme | hours:0.7
fermez | hours
fermeture | hours
vendredi | hours:0.5
samedi | hours:0.5
jours feries | hours
opening hours | hours:2
open | hours:0.7
opening | hours
closed | hours
business hours | hours:2
working hours | hours:2
hours | hours:0.7
t7ello | hours
t7ellou | hours
thallou | hours
tehello | hours
ساعات العمل | hours:2
مفتوح | hours

# ---- Contact
contact* | contact
joindre | contact
telephone | contact
tel | contact:0.5
numero | contact:0.5
appeler | contact
email | contact
e mail | contact
mail | contact:0.7
adresse | contact:0.5
whatsapp | contact
phone | contact
call | contact:0.7
reach | contact:0.7
get in touch | contact:2
ou etes vous | contact:1.5
vous etes ou | contact:1.5
vous etes situes | contact:1.5
boutique physique | contact:1.5
where are you located | contact:1.5
win rakom | contact:1.5
where are you | contact:1.5
magasin | contact:0.5
noumrou | contact
nemrou | contact
هاتف | contact
الهاتف | contact
رقم | contact:0.5

# ---- A human
humain | human:2
un humain | human:2
une personne | human
quelqu un | human
un conseiller | human:2 -find
parler a | human:1.5
parler avec | human:1.5
agent | human
operateur | human
service client | human:1.5 contact:0.5
vraie personne | human:2
vrai personne | human:2
human | human:2
real person | human:2
someone | human
somebody | human
talk to | human:1.5
speak to | human:1.5
speak with | human:1.5
chat with | human:1.5 -need.pet
operator | human
representative | human
customer service | human:1.5 contact:0.5
support | human:0.5 contact:0.5
nkalem | human
nkallem | human
nahder | human
nehder | human
شخص | human
موظف | human

# ---- Identification
identifi* | identify
reconnaitre | identify
quelle est cette plante | identify:2.5 -find:1.5
c est quoi cette plante | identify:2.5 -find:1.5
nom de cette plante | identify:2.5
nom de ma plante | identify:2
photo | identify:0.7
what plant is this | identify:2.5 -find:1.5
what is this plant | identify:2.5 -find:1.5
recogni* | identify
plantnet | identify
التعرف | identify

# ---- Account
compte | account
inscri* | account
mot de passe | account:2
connexion | account:0.7
connecter | account:0.7
profil | account
liste de souhaits | account:1.5
wishlist | account
account | account
sign up | account
signup | account
register | account
password | account:2
log in | account:0.7
login | account:0.7
profile | account
donnees | account:0.5
securite | account:0.5
security | account:0.5
privacy | account:0.5

# ---- Greetings and thanks
bonjour | greeting
bonsoir | greeting
salut | greeting
coucou | greeting
hello | greeting
hi | greeting
hey | greeting
salam | greeting
slm | greeting
salam alikoum | greeting
salamou alaykoum | greeting
assalamou alaykoum | greeting
ahlan | greeting
marhba | greeting
sbah lkhir | greeting
sba7 lkhir | greeting
good morning | greeting
good evening | greeting
السلام عليكم | greeting
سلام | greeting
مرحبا | greeting
merci | thanks
thanks | thanks
thank you | thanks
thx | thanks
saha | thanks
sahit | thanks
y3tik saha | thanks
ya3tik saha | thanks
barak allah fik | thanks
choukran | thanks
shukran | thanks
chokran | thanks
شكرا | thanks
# ---- Arabic (Modern Standard Arabic and everyday forms), after the clitics are taken off (chat.text.ts)
تخفيض | offers
تخفيضات | offers
رمز التخفيض | offers:2
كود | offers:0.7
برومو | offers
خصم | offers
عروض | offers
تنزيلات | offers
سعر التوصيل | shipping ship.price:2
ثمن التوصيل | shipping ship.price:2
تكلفة التوصيل | shipping ship.price:2
تكلفة الشحن | shipping ship.price:2
رسوم التوصيل | shipping ship.price:2
رسوم الشحن | shipping ship.price:2
مصاريف الشحن | shipping ship.price:2
تكلفة | price:0.7
توصلون | shipping
يصل | ship.delay:0.5
تصل | ship.delay:0.5
اصل | ship.delay:0.5
مدة | ship.delay
مدة التوصيل | shipping ship.delay:2
كم يستغرق | ship.delay:1.5
كم من الوقت | ship.delay:1.5
كم يوما | ship.delay:1.5
كم ايام | ship.delay:1.5
متى يصل | ship.delay:1.5
متى تصل | ship.delay:1.5
التوصيل المجاني | shipping ship.free:2
توصيل مجاني | shipping ship.free:2
اعادة | returns
ارجع | returns
ارجاع المنتج | returns:2
سياسة الارجاع | returns:2
استرجاع المال | returns ret.refund:2
استرداد المبلغ | returns ret.refund:2
استرداد الاموال | returns ret.refund:2
تالفة | ret.guarantee
مكسورة | ret.guarantee
ماتت | ret.guarantee
ذبلت | ret.guarantee:0.5
طرق الدفع | payment:2
وسائل الدفع | payment:2
طريقة الدفع | payment:2
كيف ادفع | payment:2
الدفع نقدا | pay.cod:2 payment
نقدا | pay.cod
تحويل بنكي | pay.transfer payment
التحويل البنكي | pay.transfer payment
البطاقة الذهبية | pay.card payment
الذهبية | pay.card:0.5
بريدي موب | pay.ccp payment
بالبريدي موب | pay.ccp payment
البريدي موب | pay.ccp payment
بريدي | pay.ccp payment:0.5
بالبريدي | pay.ccp payment:0.5
سي سي بي | pay.ccp payment
الحساب البريدي | pay.ccp payment
حساب بريدي | pay.ccp payment
بريد الجزاير | pay.ccp payment:0.5
لابوست | pay.ccp payment:0.5
اين طلبي | order.status:2
حالة الطلب | order.status:2
حالة طلبي | order.status:2
تتبع الطلب | order.status:2
الغاء الطلب | order order.cancel:2
اوقات العمل | hours:2
مواعيد العمل | hours:2
ساعات الدوام | hours:2
الدوام | hours
متى تفتحون | hours:2
متى تفتح | hours:2
مفتوحون | hours
مغلقون | hours
اتصل | contact
الاتصال بكم | contact:2
التواصل معكم | contact:2
كيف اتصل | contact:2
رقم الهاتف | contact:2
البريد الالكتروني | contact
ايميل | contact
عنوانكم | contact
التحدث مع | human:0.5
شخص حقيقي | human:2
احد الموظفين | human:2
اعتني | care
رعاية | care
كيف اسقي | care.water:2
كم مرة اسقي | care.water:2
السقاية | care.water
الري | care.water
الاضاءة | care.light
الظل | care.light:0.5 need.shade:0.5
سامة | care.toxic
القطط | need.pet
الكلاب | need.pet
الحيوانات الاليفة | need.pet:2
شرفة | need.outdoor need.sun:0.3 find:0.5
مشمسة | need.sun
الحديقة | need.outdoor
حديقة | need.outdoor
داخلية | need.indoor
للداخل | need.indoor
مزهرة | need.flower
اقترح | find
ابحث عن | find
اهلا | greeting
اهلا وسهلا | greeting
صباح الخير | greeting
مساء الخير | greeting
شكرا جزيلا | thanks
مشكور | thanks
بارك الله فيك | thanks
حساب | account
الحساب | account
حسابي | account
كلمة السر | account:2
كلمة المرور | account:2
انشاء حساب | account:2
صفراء | care.problem
اصفرار | care.problem:1.5
تصفر | care.problem
اصفرت | care.problem
تذبل | care.problem
ذابلة | care.problem
التعرف على نبتة | identify:2

# ---- Darija as typed in Arabic script (after the clitics are taken off): the same signals as its Latin spelling
كوموند | order
كومند | order
كوماند | order
طلبيه | order
تاعي | order.mine:0.5
نتاعي | order.mine:0.5
ديالي | order.mine:0.5
وين راهي | order.status:1.5
وين راه | order.status:1.5
وين وصلت | order.status:1.5
ماوصلتش | order.status
ما وصلتش | order.status
مازال ماوصلتش | order.status:1.5
نرجع | returns
نرجعها | returns
نرجعو | returns
نبدل | returns
نبدلها | returns
وصلتني ذابله | ret.guarantee:2 -care.problem:2
وصلت ذابله | ret.guarantee:2 -care.problem:2
وصلتني ميته | ret.guarantee:2
وصلتني مكسوره | ret.guarantee:2
ميته | ret.guarantee
توصلو | shipping
توصلوا | shipping
تبعثو | shipping
نخلص | payment
نخلص كي توصل | pay.cod:2
`;

export interface LexiconEntry {
  /** Normalised words; a word ending in `*` is a prefix. */
  words: string[];
  signals: { name: string; weight: number }[];
}

function parse(table: string): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [phrase = '', spec = ''] = line.split('|').map((s) => s.trim());
    // Each word may be a prefix ("nkhals* ki": nkhalsou ki, nkhalssou ki…).
    const words = phrase
      .split(/\s+/)
      .flatMap((word) => {
        const normal = normalise(word.endsWith('*') ? word.slice(0, -1) : word).split(' ');
        if (word.endsWith('*')) normal[normal.length - 1] += '*';
        return normal;
      })
      .filter(Boolean);
    const signals = spec.split(/\s+/).map((token) => {
      const negative = token.startsWith('-');
      const [name = '', weight = '1'] = (negative ? token.slice(1) : token).split(':');
      return { name, weight: (negative ? -1 : 1) * Number(weight) };
    });
    entries.push({ words, signals });
  }
  return entries;
}

export const LEXICON: readonly LexiconEntry[] = parse(TABLE);
