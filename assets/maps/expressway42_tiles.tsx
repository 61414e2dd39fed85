<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="expressway42_tiles" tilewidth="64" tileheight="64" tilecount="2" columns="2">
 <image source="expressway42_tiles.png" width="128" height="64"/>
 <tile id="0" type="cell">
  <properties>
   <property name="diagonal" value="falling"/>
  </properties>
 </tile>
 <tile id="1" type="cell">
  <properties>
   <property name="diagonal" value="rising"/>
  </properties>
 </tile>
</tileset>
