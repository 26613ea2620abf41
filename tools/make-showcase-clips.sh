#!/usr/bin/env bash
# Makes the self-hosted showcase clips in static/videos/ and their posters, the way the first ones were made:
# ffmpeg (Debian's, `apt-get install -y ffmpeg`) draws a moving two-colour gradient, fades a title and a subtitle in,
# and grows a progress bar along the bottom; 960x540, 24 fps, 7 s, silent, H.264 (CRF 32, moov first for quick
# start). The poster is the first frame, before any text appears: the page prints the title beside its play button.
#   bash tools/make-showcase-clips.sh            every clip listed below that is missing
#   bash tools/make-showcase-clips.sh --posters  also (re)make the posters of the clips that exist
set -euo pipefail
cd "$(dirname "$0")/../static/videos"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SECONDS_LONG=7

# name | colour 1 | colour 2 | title | subtitle
CLIPS=(
  "showcase-5|0x0b1020|0x5b3be8|How to Get Into Y-Combinator|Step 1 - The application, question by question"
  "showcase-6|0x151b30|0xf43f5e|Why NFTs Have Value?|Two voices - a sceptic and a collector"
  "showcase-7|0x3d25a3|0xfb7185|A Five-Step Morning Routine|Step 1 - Wake at the same time every day"
  "showcase-8|0x0b1020|0x7357f6|A Book Trailer from Chapter One|Narrated in the author’s own voice"
  "showcase-9|0x151b30|0x4a2cc9|Quarterly Investor Update|Chapter 1 - The quarter in one minute"
  "showcase-10|0x4a2cc9|0x0b1020|From Keynote to Mini-Course|Lesson 1 of 5 - captions in Spanish and German"
  "showcase-11|0x5b3be8|0xf43f5e|A Launch Ad in Three Cuts|Landscape, vertical and square"
)

make_clip() {
  # Titles are plain text: no quote, colon, backslash or percent sign (drawtext reads those specially).
  local name=$1 c0=$2 c1=$3 title=$4 subtitle=$5
  local fade_title="if(lt(t,0.4),0,if(lt(t,1.0),(t-0.4)/0.6,1))"
  local fade_sub="if(lt(t,1.4),0,if(lt(t,2.0),(t-1.4)/0.6,1))"
  ffmpeg -v error -y \
    -f lavfi -i "gradients=s=960x540:r=24:c0=${c0}:c1=${c1}:speed=0.02:seed=7:d=${SECONDS_LONG}" \
    -vf "drawtext=fontfile=${FONT}:text='${title}':fontsize=46:fontcolor=white:x=(w-text_w)/2:y=h/2-60:alpha='${fade_title}',\
drawtext=fontfile=${FONT}:text='${subtitle}':fontsize=22:fontcolor=white@0.85:x=(w-text_w)/2:y=h/2+10:alpha='${fade_sub}',\
drawbox=x=0:y=h-6:w=iw*t/${SECONDS_LONG}:h=6:color=white@0.6:t=fill" \
    -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -movflags +faststart -an "${name}.mp4"
}

make_poster() {
  ffmpeg -v error -y -i "$1.mp4" -frames:v 1 -q:v 4 "$1.jpg"
}

for clip in "${CLIPS[@]}"; do
  IFS='|' read -r name c0 c1 title subtitle <<<"$clip"
  if [[ ! -f "${name}.mp4" ]]; then
    make_clip "$name" "$c0" "$c1" "$title" "$subtitle"
    make_poster "$name"
    echo "made ${name}.mp4 and ${name}.jpg"
  fi
done

if [[ "${1:-}" == "--posters" ]]; then
  for video in *.mp4; do
    make_poster "${video%.mp4}"
    echo "poster ${video%.mp4}.jpg"
  done
fi
