import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rasti/contract';
import { type FormEvent, useId, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';

// The topic-detail mock of spec section 2: a static page with hard-coded sample data and no calls,
// for trying layouts out. The router mounts it only in development builds.

const SAMPLE = {
  title: 'ادعای کمبود دارو در داروخانه‌های تهران',
  category: { title: 'سلامت', color: '#2e7d32' },
  hashtags: ['#دارو', '#داروخانه', '#تهران'],
  abstract:
    'در روزهای اخیر پیام‌هایی در شبکه‌های اجتماعی دست‌به‌دست شده که از کمبود گسترده داروهای پرمصرف در داروخانه‌های تهران خبر می‌دهد.',
  paragraphs: [
    'این پیام‌ها معمولاً با عکسی از قفسه‌های خالی یک داروخانه همراه است و از مخاطب می‌خواهند داروهای مورد نیاز خود را از پیش تهیه کنند.',
    'بررسی‌ها نشان می‌دهد عکس منتشرشده مربوط به سال‌ها پیش و شهر دیگری است؛ با این حال کمبود چند قلم دارو در برخی داروخانه‌ها از سوی منابع رسمی هم تأیید شده است.',
    'در این صفحه منابع این ادعا، ارزیابی هر منبع و پرسش‌هایی که کاربران درباره آن فرستاده‌اند کنار هم آمده است.',
  ],
};

const OUTLETS = ['خبرگزاری نمونه یک', 'روزنامه نمونه دو', 'کانال نمونه سه'];

type MockStatus = 'published' | 'draft' | 'disqualified';
const STATUS_CHOICES: { value: MockStatus; label: string; color: string }[] = [
  { value: 'published', label: 'منتشر شده', color: '#2e7d32' },
  { value: 'draft', label: 'پیش‌نویس', color: '#ed6c02' },
  { value: 'disqualified', label: 'رد صلاحیت', color: '#d32f2f' },
];

const QUESTIONS = [
  { name: 'مریم', title: 'آیا داروی فشار خون هم کمیاب شده؟', body: 'داروخانه محل ما گفت تا ماه بعد نمی‌رسد.' },
  {
    name: 'علی',
    title: 'عکس قفسه خالی از کجاست؟',
    body: 'همین عکس را در یک کانال دیگر با تاریخ قدیمی دیدم.',
  },
  { name: 'سارا', title: 'منبع رسمی چه گفته است؟', body: 'لطفاً پیوند اطلاعیه رسمی را هم بگذارید.' },
  { name: 'رضا', title: 'در شهرهای دیگر هم هست؟', body: 'در شیراز هم چنین پیامی پخش شده است.' },
  { name: 'نرگس', title: 'انسولین چطور؟', body: 'برای بیماران دیابتی این خبر نگران‌کننده است.' },
  { name: 'حسین', title: 'تاریخ پیام کی است؟', body: 'پیام بدون تاریخ فرستاده شده بود.' },
  { name: 'لیلا', title: 'داروی جایگزین دارد؟', body: 'پزشک ما گفت جایگزین دارد ولی گران‌تر است.' },
];
const QUESTIONS_STEP = 3;

type Source = { id: number; title: string; outlet: string; summary: string };

function CollapsibleText() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Typography sx={{ fontWeight: 500, mb: 1 }}>{SAMPLE.abstract}</Typography>
      <Collapse in={open} id={regionId}>
        {SAMPLE.paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 1, lineHeight: 1.9 }}>
            {text}
          </Typography>
        ))}
      </Collapse>
      <Button
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={regionId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {open ? 'نمایش کمتر' : 'نمایش بیشتر'}
      </Button>
    </Box>
  );
}

function AddSource() {
  const [sources, setSources] = useState<Source[]>([
    {
      id: 1,
      title: 'پیام منتشرشده در پیام‌رسان',
      outlet: OUTLETS[2]!,
      summary: 'متن اصلی ادعا با عکس قفسه خالی.',
    },
  ]);
  const [draft, setDraft] = useState<Omit<Source, 'id'>>({ title: '', outlet: '', summary: '' });
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim() || !draft.outlet || !draft.summary.trim()) {
      setError(true);
      return;
    }
    setSources((list) => [...list, { ...draft, id: list.length + 1 }]);
    setDraft({ title: '', outlet: '', summary: '' });
    setError(false);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        منابع
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {sources.map((source) => (
          <Paper component="li" key={source.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{source.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {source.outlet}
            </Typography>
            <Typography variant="body2">{source.summary}</Typography>
          </Paper>
        ))}
      </Stack>
      <Paper component="form" variant="outlined" onSubmit={submit} noValidate sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            افزودن منبع
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              لطفاً تمام فیلدهای عنوان و خبرگزاری و چکیده را پر کنید
            </Alert>
          ) : null}
          <TextField
            select
            label="خبرگزاری"
            value={draft.outlet}
            onChange={(e) => setDraft({ ...draft, outlet: e.target.value })}
          >
            {OUTLETS.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="عنوان"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <TextField
            label="چکیده"
            multiline
            minRows={2}
            value={draft.summary}
            onChange={(e) => setDraft({ ...draft, summary: e.target.value })}
          />
          <Box>
            <Button type="submit" variant="contained">
              ثبت منبع
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}

function StatusPicker() {
  const [status, setStatus] = useState<MockStatus>('published');
  const labelId = useId();
  const current = STATUS_CHOICES.find((c) => c.value === status)!;
  return (
    <Box>
      <FormLabel id={labelId}>وضعیت</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={status}
        onChange={(e) => setStatus(e.target.value as MockStatus)}
      >
        {STATUS_CHOICES.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      <Chip label={current.label} sx={{ bgcolor: current.color, color: '#fff' }} />
    </Box>
  );
}

function Questions() {
  const [shown, setShown] = useState(QUESTIONS_STEP);
  const left = QUESTIONS.length - shown;
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        پرسش‌های کاربران
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {QUESTIONS.slice(0, shown).map((q) => (
          <Card component="li" key={q.title} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Avatar sx={{ width: 32, height: 32 }}>{q.name[0]}</Avatar>
                <Typography variant="body2">{q.name}</Typography>
              </Stack>
              <Typography sx={{ fontWeight: 600 }}>{q.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {q.body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {left > 0 ? (
        <Box>
          <Button variant="outlined" onClick={() => setShown((n) => n + QUESTIONS_STEP)}>
            {`نمایش ${toPersianDigits(String(Math.min(QUESTIONS_STEP, left)))} پرسش دیگر`}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** /topic-detail-mock (development builds only). */
export default function SubjectDetailMockPage() {
  return (
    <>
      <PageHeading title="نمونه صفحه جزئیات موضوع" />
      <Alert severity="info" role="note" sx={{ mb: 3 }}>
        این صفحه نمونه‌ای ثابت با داده‌های نمایشی است، به سرور درخواستی نمی‌فرستد و فقط در نسخه توسعه در دسترس
        است.
      </Alert>
      <Stack spacing={4}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Box
              aria-hidden
              sx={{
                height: { xs: 140, md: 220 },
                borderRadius: 1,
                background: 'linear-gradient(135deg, #1565c0 0%, #00838f 100%)',
              }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip label={SAMPLE.category.title} sx={{ bgcolor: SAMPLE.category.color, color: '#fff' }} />
              {SAMPLE.hashtags.map((tag) => (
                <Chip key={tag} label={tag} variant="outlined" />
              ))}
            </Stack>
            <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
              {SAMPLE.title}
            </Typography>
            <CollapsibleText />
            <StatusPicker />
          </Stack>
        </Paper>
        <AddSource />
        <Questions />
      </Stack>
    </>
  );
}
