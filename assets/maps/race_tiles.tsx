<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="race_tiles" tilewidth="64" tileheight="64" tilecount="4" columns="4">
 <image source="race_tiles.png" width="256" height="64"/>
 <tile id="0" type="normal">
  <properties>
   <property name="hyperspace" type="bool" value="false"/>
   <property name="kind" value="normal"/>
  </properties>
 </tile>
 <tile id="1" type="hyperspace">
  <properties>
   <property name="hyperspace" type="bool" value="true"/>
   <property name="kind" value="hyperspace"/>
  </properties>
 </tile>
 <tile id="2" type="start">
  <properties>
   <property name="hyperspace" type="bool" value="true"/>
   <property name="kind" value="start"/>
  </properties>
 </tile>
 <tile id="3" type="finish">
  <properties>
   <property name="hyperspace" type="bool" value="true"/>
   <property name="kind" value="finish"/>
  </properties>
 </tile>
</tileset>
