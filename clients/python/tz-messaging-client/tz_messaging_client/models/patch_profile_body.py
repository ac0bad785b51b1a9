from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchProfileBody")


@_attrs_define
class PatchProfileBody:
    """
    Attributes:
        name (str | Unset):
        email (str | Unset):
        current_password (str | Unset):
        new_password (str | Unset):
        new_password_confirmation (str | Unset):
    """

    name: str | Unset = UNSET
    email: str | Unset = UNSET
    current_password: str | Unset = UNSET
    new_password: str | Unset = UNSET
    new_password_confirmation: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        current_password = self.current_password

        new_password = self.new_password

        new_password_confirmation = self.new_password_confirmation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if email is not UNSET:
            field_dict["email"] = email
        if current_password is not UNSET:
            field_dict["current_password"] = current_password
        if new_password is not UNSET:
            field_dict["new_password"] = new_password
        if new_password_confirmation is not UNSET:
            field_dict["new_password_confirmation"] = new_password_confirmation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        email = d.pop("email", UNSET)

        current_password = d.pop("current_password", UNSET)

        new_password = d.pop("new_password", UNSET)

        new_password_confirmation = d.pop("new_password_confirmation", UNSET)

        patch_profile_body = cls(
            name=name,
            email=email,
            current_password=current_password,
            new_password=new_password,
            new_password_confirmation=new_password_confirmation,
        )

        patch_profile_body.additional_properties = d
        return patch_profile_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
