<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="galaxy_express_tiles" tilewidth="64" tileheight="64" tilecount="4" columns="4">
 <image source="galaxy_express_tiles.png" width="256" height="64"/>
 <tile id="0" type="tile_back">
  <properties>
   <property name="quadrant" value="top_left"/>
  </properties>
 </tile>
 <tile id="1" type="tile_back">
  <properties>
   <property name="quadrant" value="top_right"/>
  </properties>
 </tile>
 <tile id="2" type="tile_back">
  <properties>
   <property name="quadrant" value="bottom_left"/>
  </properties>
 </tile>
 <tile id="3" type="tile_back">
  <properties>
   <property name="quadrant" value="bottom_right"/>
  </properties>
 </tile>
</tileset>
